// The subscriptions module's entry point: what other modules may use (docs/architecture.md §1).
export { handleProviderEvent, syncSubscription } from './subscription-sync';
export { isTrialClaimed } from './trial-claims';
