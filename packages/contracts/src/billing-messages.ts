/**
 * What the API answers a member about paying, billing and canceling, in English.
 * The web app shows each in the page's language (docs/decisions/0019-spanish.md). No zod here:
 * the web imports this file at runtime.
 */

/** Choosing a plan and confirming its payment: POST /subscriptions/checkout and /subscriptions/validate-session. */
export const SUBSCRIPTION_MESSAGES = {
  alreadySubscribed: 'You already have an active subscription. Manage it from the billing page.',
  planNotFound: 'Plan not found',
  sessionNotFound: 'Checkout session not found',
  notPaid: 'Payment verification failed: the payment has not been completed.',
  notActive: 'Payment verification failed: the subscription is not active.',
  welcome: 'Your membership is active. Welcome to ARX Savings Club!',
} as const;

/** The billing portal (GET /billing/portal, /subscriptions/portal), and any call the payment provider answers. */
export const BILLING_MESSAGES = {
  noBillingAccount: 'There is no billing account yet. Choose a plan first.',
  /** 503: the payment provider did not answer; the member may try again. */
  providerUnavailable: 'The payment service is not answering right now. Please try again in a moment.',
} as const;

/**
 * Canceling and keeping a membership: POST /billing/cancel and /billing/resume. The answers
 * that name the refund are CANCELLATION_REFUND_TEMPLATES.
 */
export const CANCELLATION_MESSAGES = {
  nothingToCancel: 'There is no membership to cancel.',
  changed: 'What cancelling does has changed since you opened this. Please read it again before you confirm.',
  notPending: 'Your membership is not set to end.',
  /** No date in the words: the page shows `endsAt` in the member's own time zone. */
  endsAtPeriodEnd:
    'Your membership is cancelled. Your card works until the end of the period you paid for, and nothing more will be charged.',
  resumed: 'Your membership continues and renews as before.',
} as const;

/**
 * A cancellation within the first 30 days (outcome `ended_and_refunded`), with the refund
 * written as formatUsd(refundAmount), by the answer's `refund`: `refunded` once the refund is
 * made, `refunding` when it is left to the queued job. The web writes its own sentence from
 * those fields (features/cancellation/rule-messages.ts). Sentences with a value, so not a table
 * of fixed messages (`*_MESSAGES`).
 */
export const CANCELLATION_REFUND_TEMPLATES = {
  refunded: (refund: string) => `Your membership has ended and ${refund} is on its way back to your card.`,
  refunding: (refund: string) =>
    `We are ending your membership and refunding ${refund} to your card. This can take a few minutes; we will e-mail you when it is done.`,
} as const;
