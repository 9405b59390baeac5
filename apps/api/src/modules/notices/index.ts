// The notices module's entry point: what other modules may use (docs/architecture.md §1).
export { RENEWAL_NOTICE_DAYS, sweepRenewals, sweepTrialEndings, TRIAL_NOTICE_DAYS } from './notice-sweeps';
