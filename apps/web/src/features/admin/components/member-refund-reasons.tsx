import type { AdminRefundReason } from '@arx/contracts/admin';

/**
 * The operator's reason codes in words, for the Refund dialog's select. The web app may import
 * only types from the admin contract (its values bring zod into the bundle), so the codes are
 * written out here; the Record type makes the compiler insist on exactly the contract's codes.
 */
const LABELS: Record<AdminRefundReason, string> = {
  duplicate: 'Duplicate charge',
  requested_by_customer: 'Requested by the member',
  service_problem: 'Problem with the service',
  goodwill: 'Goodwill',
  other: 'Other',
};

export const REFUND_REASONS = Object.entries(LABELS).map(([code, label]) => ({
  code: code as AdminRefundReason,
  label,
}));

/** A refund's recorded reason: an operator's code, or the 30-day rule's own. */
export function refundReasonLabel(reason: string): string {
  if (reason === 'cancelled_within_30_days') return 'Cancelled within 30 days';
  return LABELS[reason as AdminRefundReason] ?? reason;
}
