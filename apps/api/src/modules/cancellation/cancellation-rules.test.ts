import { describe, expect, it } from 'vitest';
import { decideCancellation, type MembershipPayment } from './cancellation-rules';

const DAY = 86_400_000;
const first = new Date('2027-01-10T15:00:00Z');
const at = (days: number) => new Date(first.getTime() + days * DAY);

const payment = (id: string, paidAt: Date, amountCents = 9_900, amountRefundedCents = 0): MembershipPayment => ({
  id,
  amountCents,
  amountRefundedCents,
  currency: 'usd',
  paidAt,
  created: paidAt,
});

describe('what cancelling does', () => {
  it('ends now and refunds every payment on day 29 after the first payment', () => {
    const decision = decideCancellation([payment('in_2', at(20), 1_000), payment('in_1', first)], at(29));
    expect(decision).toMatchObject({ kind: 'refund_now', firstPaymentAt: first, refundCents: 10_900 });
  });

  it('still refunds at exactly 30 days, and not a millisecond later', () => {
    expect(decideCancellation([payment('in_1', first)], at(30)).kind).toBe('refund_now');
    expect(decideCancellation([payment('in_1', first)], new Date(at(30).getTime() + 1)).kind).toBe('at_period_end');
  });

  it('runs to the period end on day 31', () => {
    expect(decideCancellation([payment('in_1', first)], at(31))).toEqual({
      kind: 'at_period_end',
      firstPaymentAt: first,
    });
  });

  it('counts from the first payment, not the latest one', () => {
    const decision = decideCancellation([payment('in_1', first), payment('in_2', at(28))], at(31));
    expect(decision.kind).toBe('at_period_end');
  });

  it('runs to the end of a free trial, when nothing has been paid', () => {
    expect(decideCancellation([], at(1))).toEqual({ kind: 'at_period_end', firstPaymentAt: null });
    expect(decideCancellation([payment('in_0', first, 0)], at(1))).toEqual({
      kind: 'at_period_end',
      firstPaymentAt: null,
    });
  });

  it('refunds what is left of a payment already partly refunded', () => {
    const decision = decideCancellation([payment('in_1', first, 9_900, 2_500)], at(3));
    expect(decision).toMatchObject({ kind: 'refund_now', refundCents: 7_400 });
  });
});
