import type { Locale } from '../../lib/i18n/languages';

/**
 * The payments port (docs/architecture.md §6). Adapters: the built-in sandbox (embedded default) and Stripe.
 * Shapes are the provider's view, in our words; the subscriptions module maps them onto its own
 * tables and never trusts a redirect or a webhook payload beyond an id: it re-reads the object
 * here and converges.
 */
export type ProviderSubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

export type ProviderCheckoutSession = {
  id: string;
  /** Our user id, as given at creation. */
  clientReferenceId: string | null;
  customerId: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid' | 'no_payment_required';
  subscriptionId: string | null;
};

export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** The provider's price id (our prices.stripe_price_id). */
  priceId: string;
  interval: 'month' | 'year' | 'week' | 'day';
  amountCents: number;
  currency: string;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  canceledAt: Date | null;
  /**
   * Which card pays it, as the provider names a card number without giving it (Stripe's card
   * fingerprint: the same card has the same one under every customer). Absent when the
   * provider does not say: the sandbox's test cards, or a read that did not ask for the card.
   */
  cardFingerprint?: string;
};

export type ProviderInvoice = {
  id: string;
  number: string | null;
  created: Date;
  /** The provider's own line, in English (the app words it in the member's language from `priceId`). */
  description: string;
  /** The price it bills (our prices.stripe_price_id), when it bills one. */
  priceId: string | null;
  amountCents: number;
  currency: string;
  status: 'paid' | 'open' | 'draft' | 'void' | 'uncollectible';
  pdfUrl: string | null;
  /** The subscription it bills, when it bills one. */
  subscriptionId: string | null;
  /** The service period it pays for, when the provider states one. */
  periodStart: Date | null;
  periodEnd: Date | null;
  /** When it was paid (null while unpaid). */
  paidAt: Date | null;
  /** What has been refunded of its payment, in cents (0 when none). */
  amountRefundedCents: number;
};

export type ProviderRefund = {
  id: string;
  invoiceId: string;
  amountCents: number;
  currency: string;
  status: 'succeeded' | 'pending' | 'failed';
};

export type ProviderBillingDetails = {
  paymentMethod: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  billingAddress: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country: string | null;
  } | null;
};

/** A price as we sell it, for the provider to find or create its own price object. */
export type PriceToSell = {
  /** Stable key across environments, e.g. "arx_family_year". */
  lookupKey: string;
  productName: string;
  /** The product's name in each language, for the provider's pages that show it in the member's. */
  productNames?: Partial<Record<Locale, string>>;
  amountCents: number;
  currency: string;
  interval: 'month' | 'year' | 'week' | 'day';
};

/** A verified notification from the provider: only ids are trusted, the state is re-read. */
export type ProviderEvent = {
  id: string;
  type: string;
  /** The subscription the event concerns, when it concerns one. */
  subscriptionId: string | null;
  /** The checkout session the event concerns, when it concerns one. */
  checkoutSessionId: string | null;
  customerId: string | null;
  /** The invoice the event concerns (invoice.paid, invoice.payment_failed), when it concerns one. */
  invoiceId?: string | null;
};

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'not_found' | 'invalid_request' | 'unavailable' | 'signature' | 'card_declined' = 'unavailable',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Finds or creates the provider's price for what we sell; returns its id. */
  ensurePrice(price: PriceToSell): Promise<string>;
  /** Finds or creates the customer for a user; returns the customer id. */
  ensureCustomer(input: {
    userId: number;
    email: string;
    name: string | null;
    existingCustomerId: string | null;
  }): Promise<string>;
  /** A hosted checkout in subscription mode. `successUrl` may contain {CHECKOUT_SESSION_ID}. */
  createCheckoutSession(input: {
    customerId: string;
    userId: number;
    priceId: string;
    trialDays: number;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
    /** The automatic-renewal terms, shown beside the Pay button (the text the consent record keeps). */
    renewalTerms?: string;
    /** The language of the hosted page; without it the provider picks (Stripe: the browser's). */
    locale?: Locale;
  }): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /**
   * Ends a subscription at once (no further charge, no period left to run), as when the member
   * deletes their account. Already ended: answers it as it is. Unknown to the provider: null.
   */
  cancelSubscriptionNow(id: string): Promise<ProviderSubscription | null>;
  /**
   * Ends a free trial at once, so the first paid period starts and is charged now (a card that
   * already had a trial). A subscription no longer in its trial is answered unchanged; unknown: null.
   */
  endTrialNow(id: string): Promise<ProviderSubscription | null>;
  /**
   * Deletes the customer and what the provider holds under it (name, e-mail, card), as when the
   * member deletes their account. A customer already gone counts as done.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /** The customer's subscriptions, newest first (used to converge when no event names one). */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /**
   * Where a link the app sends (a receipt) opens the invoice, in `locale`. The sandbox's pages
   * take the language in the link; Stripe's show its customer's preferred language.
   */
  invoiceLinkIn(invoice: ProviderInvoice, locale: Locale): string | null;
  /** The hosted billing portal; `locale` as for checkout. */
  createPortalSession(input: { customerId: string; returnUrl: string; locale?: Locale }): Promise<{ url: string }>;
  listInvoices(input: { customerId: string; limit: number; startingAfter?: string }): Promise<{
    invoices: ProviderInvoice[];
    hasMore: boolean;
  }>;
  /** One invoice, or null when the provider does not know it. */
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  /**
   * Asks for the subscription to end at its period end (true), or takes that request back
   * (false) while the period runs, as the member's "Keep my membership" does. Returns the
   * subscription as it now is; null when unknown. Ended subscriptions are answered unchanged.
   */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription | null>;
  /**
   * Refunds an invoice's payment, in full or `amountCents` of it (never more than is left).
   * The same idempotency key answers the same refund, so a retry never pays back twice.
   */
  refundInvoice(input: {
    invoiceId: string;
    amountCents?: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<ProviderRefund>;
  /**
   * Moves a subscription to another price from its next renewal on, without charging or
   * crediting anything now (an announced price change).
   */
  changePriceAtRenewal(subscriptionId: string, priceId: string): Promise<ProviderSubscription | null>;
  getBillingDetails(customerId: string): Promise<ProviderBillingDetails>;
  /**
   * Verifies a webhook delivery on its raw body and returns the event, or throws
   * PaymentProviderError('…', 'signature'). The sandbox has no webhooks and always throws.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

/**
 * How the sandbox (an in-process provider) tells the app that something changed, the way
 * Stripe would send a webhook: the app re-reads the subscription and converges.
 */
export type PaymentEventListener = (event: ProviderEvent) => Promise<void>;
