// The cancellation module's entry point: what other modules may use (docs/architecture.md §1).
export { findLiveSubscription, recordRefunds } from './cancellation.repository';
export { CANCELLATION_REFUND_JOB, cancellationRefundHandler } from './cancellation-refund.job';
export { refundableCents } from './cancellation-rules';
