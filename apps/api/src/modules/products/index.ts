// The products module's entry point: what other modules may use (docs/architecture.md §1).
export { planNameIn } from './product-words';
