// The savings module's entry point: what other modules may use (docs/architecture.md §1).
export { recordedPack } from './catalogue-pack';
export { insertPharmacyFills, type PharmacyFill } from './pharmacy-fills';
export { exportFills } from './savings.service';
