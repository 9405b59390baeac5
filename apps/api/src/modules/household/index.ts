// The household module's entry point: what other modules may use (docs/architecture.md §1).
export { lockHousehold } from './household-lock';
export { ACTIVE_STATUSES, readHouseholdPlan } from './household-plan';
export { reconcileHousehold } from './household-sync';
