import type {
  CancellationQuote,
  CancelMembershipRequest,
  CancelMembershipResponse,
  Product,
  ResumeMembershipResponse,
} from '@arx/contracts';
import { CANCELLATION_MESSAGES, CANCELLATION_REFUND_TEMPLATES } from '@arx/contracts/billing-messages';
import { formatUsd } from '@arx/contracts/money';
import { HttpResponse, http } from 'msw';
import {
  callerOf,
  periodEnd,
  priceOf,
  removeMockSubscription,
  subscriptionOf,
  unauthorized,
  updateMockSubscription,
} from './account-handlers';

/**
 * Cancelling in the mock API, by the club's rule: within 30 days of the first payment the
 * membership ends at once and every payment is refunded; after that it runs to the end of the
 * paid period. The mock's first payment is the subscription's start. It answers with the API's
 * words (`@arx/contracts/billing-messages`), which the app shows in the page's language.
 */
const REFUND_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Tests: user 1's (or `userId`'s) subscription, from seedMockPlan, started this many days ago. */
export function seedMockSubscriptionAge(days: number, userId = 1) {
  updateMockSubscription(userId, { startedAt: new Date(Date.now() - days * DAY_MS).toISOString() });
}

/** Tests: user 1's (or `userId`'s) subscription is already set to end with its period. */
export function seedMockPendingCancellation(userId = 1) {
  updateMockSubscription(userId, { cancelAtPeriodEnd: true });
}

function conflict(message: string) {
  return HttpResponse.json({ code: 'conflict', message }, { status: 409 });
}

export function createCancellationHandlers(products: Product[]) {
  const quoteFor = (request: Request): CancellationQuote | null => {
    const user = callerOf(request);
    if (!user) return null;
    const s = subscriptionOf(user);
    const none = { pending: false, endsAt: null, refundAmount: 0, currency: 'usd', firstPaymentAt: null };
    if (!s) return { kind: 'none', ...none };
    const base = { currency: 'usd', firstPaymentAt: s.startedAt };
    if (s.cancelAtPeriodEnd)
      return { ...base, kind: 'at_period_end', pending: true, endsAt: periodEnd(s), refundAmount: 0 };
    if (Date.now() - Date.parse(s.startedAt) < REFUND_WINDOW_MS) {
      const product = products.find((p) => p.id === s.productId);
      const refund = priceOf(product, s.interval);
      return { ...base, kind: 'refund_now', pending: false, endsAt: new Date().toISOString(), refundAmount: refund };
    }
    return { ...base, kind: 'at_period_end', pending: false, endsAt: periodEnd(s), refundAmount: 0 };
  };

  return [
    http.get('*/api/v1/billing/cancellation', ({ request }) => {
      const quote = quoteFor(request);
      return quote ? HttpResponse.json(quote) : unauthorized();
    }),
    http.post('*/api/v1/billing/cancel', async ({ request }) => {
      const quote = quoteFor(request);
      const user = callerOf(request);
      if (!quote || !user) return unauthorized();
      const { expected } = (await request.json()) as CancelMembershipRequest;
      if (quote.pending || quote.kind === 'none' || quote.kind !== expected) {
        return conflict(quote.kind === 'none' ? CANCELLATION_MESSAGES.nothingToCancel : CANCELLATION_MESSAGES.changed);
      }
      if (quote.kind === 'refund_now') {
        removeMockSubscription(user.id);
        return HttpResponse.json<CancelMembershipResponse>({
          outcome: 'ended_and_refunded',
          endsAt: quote.endsAt,
          refundAmount: quote.refundAmount,
          refund: 'refunded',
          message: CANCELLATION_REFUND_TEMPLATES.refunded(formatUsd(quote.refundAmount)),
        });
      }
      updateMockSubscription(user.id, { cancelAtPeriodEnd: true });
      return HttpResponse.json<CancelMembershipResponse>({
        outcome: 'ends_at_period_end',
        endsAt: quote.endsAt,
        refundAmount: 0,
        refund: 'none',
        message: CANCELLATION_MESSAGES.endsAtPeriodEnd,
      });
    }),
    http.post('*/api/v1/billing/resume', ({ request }) => {
      const user = callerOf(request);
      if (!user) return unauthorized();
      if (!subscriptionOf(user)?.cancelAtPeriodEnd) return conflict(CANCELLATION_MESSAGES.notPending);
      updateMockSubscription(user.id, { cancelAtPeriodEnd: false });
      return HttpResponse.json<ResumeMembershipResponse>({ message: CANCELLATION_MESSAGES.resumed });
    }),
  ];
}
