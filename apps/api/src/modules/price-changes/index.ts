// The price-changes module's entry point: what other modules may use (docs/architecture.md §1).

export { priceChangeHandler } from './price-change.job';
export { PRICE_CHANGE_JOB, sweepPriceChanges } from './price-change-sweep';
export { PRICE_CHANGE_NOTICE_DAYS, schedulePriceChange } from './price-changes.service';
