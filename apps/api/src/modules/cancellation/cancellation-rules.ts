import { FULL_REFUND_DAYS } from '@arx/contracts/refund-rule';
import type { ProviderInvoice } from '../../integrations/payments/payment-provider';

const DAY_MS = 86_400_000;

/** A payment of the membership being cancelled: a paid invoice with money on it. */
export type MembershipPayment = Pick<
  ProviderInvoice,
  'id' | 'amountCents' | 'amountRefundedCents' | 'currency' | 'paidAt' | 'created'
>;

export type CancellationDecision =
  | { kind: 'refund_now'; firstPaymentAt: Date; refundCents: number; payments: MembershipPayment[] }
  | { kind: 'at_period_end'; firstPaymentAt: Date | null };

export function paidAt(payment: MembershipPayment): Date {
  return payment.paidAt ?? payment.created;
}

/** What is left to refund of a payment (a partial refund may already have been made). */
export function refundableCents(payment: Pick<MembershipPayment, 'amountCents' | 'amountRefundedCents'>): number {
  return Math.max(0, payment.amountCents - payment.amountRefundedCents);
}

/**
 * The rule members are promised (and that state discount-plan laws ask for): within
 * FULL_REFUND_DAYS of the first payment, counted to the millisecond, the membership ends now and
 * every payment is refunded; after that, or before any payment (a free trial), it runs to the end of the period
 * and nothing more is charged.
 */
export function decideCancellation(payments: MembershipPayment[], now: Date): CancellationDecision {
  const paid = payments.filter((p) => p.amountCents > 0).sort((a, b) => paidAt(a).getTime() - paidAt(b).getTime());
  const first = paid[0];
  if (!first) return { kind: 'at_period_end', firstPaymentAt: null };
  const firstPaymentAt = paidAt(first);
  if (now.getTime() - firstPaymentAt.getTime() > FULL_REFUND_DAYS * DAY_MS) {
    return { kind: 'at_period_end', firstPaymentAt };
  }
  const refundCents = paid.reduce((sum, p) => sum + refundableCents(p), 0);
  return { kind: 'refund_now', firstPaymentAt, refundCents, payments: paid };
}
