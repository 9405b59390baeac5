import Stripe from 'stripe';
import type { AppConfig } from '../../../config/config';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';
import {
  type PaymentProvider,
  PaymentProviderError,
  type PriceToSell,
  type ProviderBillingDetails,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderRefund,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from '../payment-provider';

type StripeConfig = Extract<AppConfig['payments'], { provider: 'stripe' }>;

/** How old a signed delivery may be: older ones are refused, so a captured request cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const satisfies readonly ProviderSubscriptionStatus[];
const INTERVALS = ['month', 'year', 'week', 'day'] as const;
const INVOICE_STATUSES = ['paid', 'open', 'draft', 'void', 'uncollectible'] as const;
const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];
/** Stripe's limit on Checkout's custom text. */
const CHECKOUT_TEXT_MAX = 1200;
/** Stripe's limit on a metadata value. */
const METADATA_VALUE_MAX = 500;
/**
 * How many pages of a customer's charges one invoice listing reads to find what was refunded:
 * a thousand charges reach back past any member's hundred invoices, and a runaway account
 * cannot turn one page of the billing history into hundreds of calls.
 */
const MAX_CHARGE_PAGES = 10;

/**
 * Stripe's language for each of ours. Spanish is Stripe's Latin American Spanish ("es-419"),
 * the one closest to the Spanish our US members read; its "es" is the Spanish of Spain.
 */
const STRIPE_LOCALES: InEachLanguage<Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', es: 'es-419' };

function stripeLocale(locale: Locale | undefined): Stripe.Checkout.SessionCreateParams.Locale | undefined {
  return locale ? STRIPE_LOCALES[locale] : undefined;
}

/** The payments port on Stripe (docs/architecture.md §6): hosted Checkout, the billing portal, signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  // Private fields: a logger serialising this object never sees the keys.
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(config: StripeConfig) {
    this.#stripe = new Stripe(config.secretKey, {
      // Tests point the SDK at a local fake; production leaves these unset (api.stripe.com).
      host: config.apiHost,
      port: config.apiPort,
      protocol: config.apiProtocol,
      telemetry: false,
      // Below the app's request timeout, so a stuck call ends as "unavailable", not a dropped request.
      timeout: 20_000,
    });
    this.#webhookSecret = config.webhookSecret;
  }

  async ensurePrice(price: PriceToSell): Promise<string> {
    return call('ensure a price', async () => {
      const found = await this.#stripe.prices.list({ lookup_keys: [price.lookupKey], active: true, limit: 1 });
      const current = found.data[0];
      if (current && sellsAs(current, price)) return current.id;
      // A price's amount cannot change at Stripe: a new price takes the lookup key over.
      const productId = current
        ? idOf(current.product)
        : (
            await this.#stripe.products.create(
              { name: price.productName },
              { idempotencyKey: `arx-product-${price.lookupKey}` },
            )
          ).id;
      const created = await this.#stripe.prices.create(
        {
          lookup_key: price.lookupKey,
          transfer_lookup_key: current ? true : undefined,
          unit_amount: price.amountCents,
          currency: price.currency,
          recurring: { interval: price.interval },
          product: productId as string,
        },
        { idempotencyKey: `arx-price-${price.lookupKey}-${price.amountCents}-${price.currency}-${price.interval}` },
      );
      return created.id;
    });
  }

  async ensureCustomer(input: {
    userId: number;
    email: string;
    name: string | null;
    existingCustomerId: string | null;
  }) {
    if (input.existingCustomerId) return input.existingCustomerId;
    return call('create a customer', async () => {
      const customer = await this.#stripe.customers.create(
        { email: input.email, name: input.name ?? undefined, metadata: { user_id: String(input.userId) } },
        // Two racing first checkouts of one user must not make two customers.
        { idempotencyKey: `arx-customer-${input.userId}` },
      );
      return customer.id;
    });
  }

  async createCheckoutSession(input: Parameters<PaymentProvider['createCheckoutSession']>[0]) {
    const terms = input.renewalTerms?.trim() ? input.renewalTerms : undefined;
    // Cut short, the terms beside the Pay button would differ from the ones the consent record
    // keeps; refusing keeps the two the same (and Stripe would refuse the request anyway).
    if (terms && terms.length > CHECKOUT_TEXT_MAX) {
      throw new PaymentProviderError(
        `The renewal terms are ${terms.length} characters; Stripe shows at most ${CHECKOUT_TEXT_MAX}`,
        'invalid_request',
      );
    }
    return call('create a checkout session', async () => {
      const session = await this.#stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: String(input.userId),
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          subscription_data: input.trialDays > 0 ? { trial_period_days: input.trialDays } : undefined,
          // Shown right above the Pay button, where automatic-renewal terms must be seen.
          custom_text: terms ? { submit: { message: terms } } : undefined,
          // The page and its card errors in the member's language, the language of the terms above.
          locale: stripeLocale(input.locale),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url)
        throw new PaymentProviderError('Stripe returned a checkout session without a URL', 'unavailable');
      return { id: session.id, url: session.url };
    });
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    return retrieve('retrieve a checkout session', async () => {
      const session = await this.#stripe.checkout.sessions.retrieve(id);
      return {
        id: session.id,
        clientReferenceId: session.client_reference_id,
        customerId: idOf(session.customer),
        status: oneOf(session.status, ['open', 'complete', 'expired'] as const, 'open'),
        paymentStatus: oneOf(session.payment_status, ['unpaid', 'paid', 'no_payment_required'] as const, 'unpaid'),
        subscriptionId: idOf(session.subscription),
      };
    });
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    return retrieve('retrieve a subscription', async () =>
      // With the card that pays it, whose fingerprint tells a card that already had a free trial.
      toSubscription(await this.#stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] })),
    );
  }

  async endTrialNow(id: string): Promise<ProviderSubscription | null> {
    const current = await retrieve('retrieve a subscription', () =>
      this.#stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] }),
    );
    // Already past its trial (a second request for the same subscription, say): nothing to end.
    if (current?.status !== 'trialing') return current && toSubscription(current);
    return retrieve('end a free trial', async () =>
      toSubscription(
        // Stripe starts the first paid period now and charges the card on file for it.
        await this.#stripe.subscriptions.update(id, { trial_end: 'now', expand: ['default_payment_method'] }),
      ),
    );
  }

  async cancelSubscriptionNow(id: string): Promise<ProviderSubscription | null> {
    try {
      return toSubscription(await this.#stripe.subscriptions.cancel(id));
    } catch (error) {
      if (isMissing(error)) return null;
      // Stripe refuses to cancel what has already ended (a retry, say); that is the state asked for.
      const current =
        error instanceof Stripe.errors.StripeInvalidRequestError ? await this.retrieveSubscription(id) : null;
      if (current && (current.status === 'canceled' || current.status === 'incomplete_expired')) return current;
      throw toProviderError('cancel a subscription', error);
    }
  }

  async deleteCustomer(customerId: string): Promise<void> {
    try {
      // Stripe cancels whatever subscription is still running and detaches the cards with it.
      await this.#stripe.customers.del(customerId);
    } catch (error) {
      if (isMissing(error)) return;
      throw toProviderError('delete a customer', error);
    }
  }

  async listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    return call('list subscriptions', async () => {
      const page = await this.#stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
        expand: ['data.default_payment_method'],
      });
      return page.data.map(toSubscription);
    });
  }

  /** Stripe's invoice PDF is in its customer's preferred language; the link has no language of its own. */
  invoiceLinkIn(invoice: ProviderInvoice): string | null {
    return invoice.pdfUrl;
  }

  async createPortalSession(input: Parameters<PaymentProvider['createPortalSession']>[0]) {
    return call('create a billing portal session', async () => {
      const session = await this.#stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
        locale: stripeLocale(input.locale),
      });
      return { url: session.url };
    });
  }

  async listInvoices(input: { customerId: string; limit: number; startingAfter?: string }) {
    return call('list invoices', async () => {
      const page = await this.#stripe.invoices.list({
        customer: input.customerId,
        limit: input.limit,
        starting_after: input.startingAfter,
        // Which payment settled each invoice, to find what was refunded of it.
        expand: ['data.payments'],
      });
      const refunded = await this.#refundedOfCustomer(input.customerId, page.data);
      return { invoices: page.data.map((invoice) => toInvoice(invoice, refunded)), hasMore: page.has_more };
    });
  }

  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    return retrieve('retrieve an invoice', async () => {
      const invoice = await this.#stripe.invoices.retrieve(id, { expand: ['payments'] });
      return toInvoice(invoice, await this.#refundedOfPayments(paidPayments(invoice)));
    });
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription | null> {
    const current = await retrieve('retrieve a subscription', () =>
      this.#stripe.subscriptions.retrieve(subscriptionId),
    );
    // An ended subscription cannot be changed, and there is nothing left to cancel or keep.
    if (!current || ENDED_STATUSES.includes(current.status)) return current && toSubscription(current);
    let change: Stripe.SubscriptionUpdateParams | null = null;
    if (cancel && !current.cancel_at_period_end) change = { cancel_at_period_end: true };
    else if (!cancel && current.cancel_at_period_end) change = { cancel_at_period_end: false };
    // An end date set some other way (the dashboard, say) is taken back too: the member keeps it all.
    else if (!cancel && current.cancel_at !== null) change = { cancel_at: '' };
    // Already as asked: no call, and no update event for the app to converge on.
    if (!change) return toSubscription(current);
    const update = change;
    return retrieve('update a subscription', async () =>
      toSubscription(await this.#stripe.subscriptions.update(subscriptionId, update)),
    );
  }

  async refundInvoice(input: Parameters<PaymentProvider['refundInvoice']>[0]): Promise<ProviderRefund> {
    const { invoiceId, amountCents } = input;
    if (amountCents !== undefined && !(Number.isInteger(amountCents) && amountCents > 0)) {
      throw new PaymentProviderError('A refund amount must be a positive whole number of cents', 'invalid_request');
    }
    return call('refund an invoice', async () => {
      // This API version keeps an invoice's payments apart from it (no invoice.charge or
      // invoice.payment_intent): the paid one names the payment intent to refund.
      const invoice = await this.#stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
      const payments = paidPayments(invoice);
      const payment = payments.find((each) => each.is_default) ?? payments[0];
      const paymentIntent = idOf(payment?.payment.payment_intent);
      const charge = paymentIntent ? null : idOf(payment?.payment.charge);
      if (!paymentIntent && !charge) {
        throw new PaymentProviderError(`Invoice ${invoiceId} has no payment to refund`, 'invalid_request');
      }
      const reason = Array.from(input.reason).slice(0, METADATA_VALUE_MAX).join('');
      const refund = await this.#stripe.refunds.create(
        {
          payment_intent: paymentIntent ?? undefined,
          charge: charge ?? undefined,
          // Without an amount Stripe refunds what is left, never more.
          amount: amountCents,
          reason: 'requested_by_customer',
          // The invoice rides along so refund.* events name it (a refund object does not).
          metadata: { invoice_id: invoiceId, ...(reason ? { reason } : {}) },
        },
        // Stripe answers a retry with this key with the refund it made the first time.
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: refund.id,
        invoiceId,
        amountCents: refund.amount,
        currency: refund.currency,
        status: refundStatus(refund.status),
      };
    });
  }

  async changePriceAtRenewal(subscriptionId: string, priceId: string): Promise<ProviderSubscription | null> {
    const current = await retrieve('retrieve a subscription', () =>
      this.#stripe.subscriptions.retrieve(subscriptionId),
    );
    if (!current || ENDED_STATUSES.includes(current.status)) return current && toSubscription(current);
    const item = current.items.data[0];
    if (!item) throw new PaymentProviderError(`Stripe subscription ${subscriptionId} has no items`, 'invalid_request');
    if (item.price.id === priceId) return toSubscription(current);
    const price = await call('retrieve a price', () => this.#stripe.prices.retrieve(priceId));
    // Another billing interval (or currency) would restart the billing period and charge at
    // once, which an announced change at renewal must never do.
    if (!sameCycle(item.price, price)) {
      throw new PaymentProviderError(
        `Price ${priceId} bills on another interval or currency than subscription ${subscriptionId}`,
        'invalid_request',
      );
    }
    return retrieve('change a subscription price', async () =>
      toSubscription(
        await this.#stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: priceId }],
          // The period already paid keeps its price: nothing is charged or credited now, and the
          // next renewal bills the new price on the same day it would have anyway.
          proration_behavior: 'none',
          billing_cycle_anchor: { type: 'unchanged' },
        }),
      ),
    );
  }

  /**
   * What was refunded of each payment, by payment intent (or bare charge) id. Refunds made
   * through the Refunds API, ours included, leave the invoice itself untouched (its
   * post_payment_credit_notes_amount counts credit notes only), so the charge's amount_refunded
   * is the one place that counts every refund, whoever made it.
   */
  async #refundedOfPayments(payments: Stripe.InvoicePayment[]): Promise<Map<string, number>> {
    const refunded = new Map<string, number>();
    for (const { payment } of payments) {
      const paymentIntent = idOf(payment.payment_intent);
      const charge = idOf(payment.charge);
      if (paymentIntent) {
        const charges = await this.#stripe.charges.list({ payment_intent: paymentIntent, limit: 100 });
        for (const each of charges.data) countRefunded(refunded, each);
      } else if (charge) {
        countRefunded(refunded, await this.#stripe.charges.retrieve(charge));
      }
    }
    return refunded;
  }

  /** The same for a page of a customer's invoices, in one listing of their charges rather than one call per invoice. */
  async #refundedOfCustomer(customerId: string, invoices: Stripe.Invoice[]): Promise<Map<string, number>> {
    const refunded = new Map<string, number>();
    const wanted = new Set(invoices.flatMap((invoice) => paidPayments(invoice).map(paymentKey)));
    wanted.delete(null);
    if (wanted.size === 0) return refunded;
    // An invoice is paid after it is made, so its charge is no older than the invoice.
    const since = Math.min(...invoices.filter((invoice) => paidPayments(invoice).length > 0).map((i) => i.created));
    let startingAfter: string | undefined;
    for (let page = 0; page < MAX_CHARGE_PAGES; page++) {
      const charges = await this.#stripe.charges.list({
        customer: customerId,
        created: { gte: since },
        limit: 100,
        starting_after: startingAfter,
      });
      for (const charge of charges.data) {
        countRefunded(refunded, charge);
        wanted.delete(idOf(charge.payment_intent) ?? charge.id);
      }
      startingAfter = charges.data.at(-1)?.id;
      if (!charges.has_more || wanted.size === 0 || !startingAfter) break;
    }
    return refunded;
  }

  async getBillingDetails(customerId: string): Promise<ProviderBillingDetails> {
    return call('read billing details', async () => {
      const customer = await this.#stripe.customers.retrieve(customerId, {
        expand: ['invoice_settings.default_payment_method'],
      });
      if (customer.deleted) return { paymentMethod: null, billingAddress: null };
      const preferred = customer.invoice_settings?.default_payment_method;
      // Checkout leaves the card attached but not always set as the invoice default.
      const method =
        preferred && typeof preferred === 'object'
          ? preferred
          : (await this.#stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 1 })).data[0];
      const card = method?.card;
      const address = customer.address;
      return {
        paymentMethod: card
          ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
          : null,
        billingAddress: address
          ? {
              line1: address.line1,
              line2: address.line2,
              city: address.city,
              state: address.state,
              postalCode: address.postal_code,
              country: address.country,
            }
          : null,
      };
    });
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    try {
      if (!signatureHeader) throw new Error('missing signature');
      const event = this.#stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.#webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      return toProviderEvent(event);
    } catch {
      throw new PaymentProviderError('Invalid webhook signature', 'signature');
    }
  }
}

/** Only ids are taken from a delivery; the app re-reads the objects they name. */
function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const objectId = typeof object.id === 'string' ? object.id : null;
  const type = event.type;
  let subscriptionId: string | null = null;
  if (type.startsWith('customer.subscription.')) subscriptionId = objectId;
  else if (type.startsWith('invoice.')) subscriptionId = invoiceSubscriptionId(object);
  return {
    id: event.id,
    type,
    subscriptionId,
    checkoutSessionId: type.startsWith('checkout.session.') ? objectId : null,
    customerId: object.object === 'customer' ? objectId : idOf(object.customer),
    invoiceId: eventInvoiceId(object),
  };
}

/** The invoice an event's object concerns, as far as the object itself says. */
function eventInvoiceId(object: Record<string, unknown>): string | null {
  switch (object.object) {
    case 'invoice':
      return idOf(object.id);
    case 'invoice_payment':
      return idOf(object.invoice);
    // Charges name their invoice only on older API versions.
    case 'charge':
      return idOf(object.invoice);
    // A refund never names it, except the ones refundInvoice makes: their metadata carries it.
    case 'refund':
      return idOf((object.metadata as Record<string, unknown> | null | undefined)?.invoice_id);
    default:
      return null;
  }
}

/** Older API versions put the subscription on the invoice; newer ones under parent.subscription_details. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } | null } | null | undefined;
  return idOf(invoice.subscription) ?? idOf(parent?.subscription_details?.subscription);
}

/** The price a line bills: `pricing.price_details.price` in newer API versions, `price` in older ones. */
function linePriceId(line: Record<string, unknown> | undefined): string | null {
  if (!line) return null;
  const pricing = line.pricing as { price_details?: { price?: unknown } | null } | null | undefined;
  return idOf(pricing?.price_details?.price) ?? idOf(line.price);
}

function toSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  if (!item) throw new PaymentProviderError(`Stripe subscription ${sub.id} has no items`, 'invalid_request');
  // Newer API versions keep the period on each item, older ones on the subscription.
  const legacy = sub as unknown as { current_period_end?: number | null };
  const itemPeriodEnd = (item as unknown as { current_period_end?: number | null }).current_period_end;
  const price = item.price;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) as string,
    // An unknown status grants nothing until we learn what it means.
    status: oneOf(sub.status, SUBSCRIPTION_STATUSES, 'incomplete'),
    priceId: price.id,
    interval: oneOf(price.recurring?.interval, INTERVALS, 'month'),
    amountCents: (price.unit_amount ?? 0) * (item.quantity ?? 1),
    currency: price.currency,
    currentPeriodEnd: toDate(itemPeriodEnd ?? legacy.current_period_end),
    trialEnd: toDate(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cancelAt: toDate(sub.cancel_at),
    canceledAt: toDate(sub.canceled_at),
    ...cardFingerprintOf(sub.default_payment_method),
  };
}

/** The paying card's fingerprint, when the payment method came expanded and is a card. */
function cardFingerprintOf(method: Stripe.Subscription['default_payment_method']): { cardFingerprint?: string } {
  const fingerprint = method && typeof method === 'object' ? method.card?.fingerprint : null;
  return fingerprint ? { cardFingerprint: fingerprint } : {};
}

function toInvoice(invoice: Stripe.Invoice, refundedByPayment: Map<string, number>): ProviderInvoice {
  const status = oneOf(invoice.status, INVOICE_STATUSES, 'draft');
  const period = servicePeriod(invoice);
  const refunded = paidPayments(invoice).reduce(
    (sum, payment) => sum + (refundedByPayment.get(paymentKey(payment) ?? '') ?? 0),
    0,
  );
  return {
    id: invoice.id as string,
    number: invoice.number,
    created: new Date(invoice.created * 1000),
    description: invoice.lines?.data[0]?.description || 'Subscription',
    priceId: linePriceId(invoice.lines?.data[0] as unknown as Record<string, unknown> | undefined),
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.total,
    currency: invoice.currency,
    status,
    pdfUrl: invoice.invoice_pdf ?? null,
    subscriptionId: invoiceSubscriptionId(invoice as unknown as Record<string, unknown>),
    periodStart: toDate(period?.start),
    periodEnd: toDate(period?.end),
    paidAt: toDate(invoice.status_transitions?.paid_at),
    // A payment shared with other invoices could count refunds of theirs: never more than this one's.
    amountRefundedCents: Math.min(refunded, invoice.amount_paid),
  };
}

/**
 * The service period the invoice bills. The invoice's own period_start/period_end only bound
 * the items that could be added to it (for a renewal, the period just ended), so the period is
 * read off the line that bills the subscription, not off a proration.
 */
function servicePeriod(invoice: Stripe.Invoice): { start: number; end: number } | null {
  const lines = (invoice.lines?.data ?? []).filter((line) => line.period);
  const billed = lines.find((line) => !isProration(line)) ?? lines[0];
  return billed?.period ?? null;
}

function isProration(line: Stripe.InvoiceLineItem): boolean {
  // Older API versions flag it on the line itself.
  const legacy = (line as unknown as { proration?: boolean }).proration;
  return line.parent?.subscription_item_details?.proration ?? legacy ?? false;
}

/** The invoice's settled payments (only present where `payments` was expanded). */
function paidPayments(invoice: Stripe.Invoice): Stripe.InvoicePayment[] {
  return (invoice.payments?.data ?? []).filter((payment) => payment.status === 'paid');
}

/** What Stripe refunds a payment by: its payment intent, or the charge when it has none. */
function paymentKey(payment: Stripe.InvoicePayment): string | null {
  return idOf(payment.payment.payment_intent) ?? idOf(payment.payment.charge);
}

function countRefunded(refunded: Map<string, number>, charge: Stripe.Charge): void {
  const key = idOf(charge.payment_intent) ?? charge.id;
  refunded.set(key, (refunded.get(key) ?? 0) + charge.amount_refunded);
}

function refundStatus(status: string | null): ProviderRefund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  // pending, requires_action, or one we do not know yet: not money back until Stripe says so.
  return 'pending';
}

function sameCycle(current: Stripe.Price, next: Stripe.Price): boolean {
  return (
    current.recurring?.interval === next.recurring?.interval &&
    (current.recurring?.interval_count ?? 1) === (next.recurring?.interval_count ?? 1) &&
    current.currency === next.currency
  );
}

function sellsAs(existing: Stripe.Price, price: PriceToSell): boolean {
  return (
    existing.unit_amount === price.amountCents &&
    existing.currency === price.currency.toLowerCase() &&
    existing.recurring?.interval === price.interval
  );
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
}

function toDate(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Runs one SDK call and turns its failure into the port's error, in our words (no key, no payload). */
async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toProviderError(operation, error);
  }
}

/** Like `call`, but an unknown id is an answer (null), not a failure. */
async function retrieve<T>(operation: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (isMissing(error)) return null;
    throw toProviderError(operation, error);
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');
}

function toProviderError(operation: string, error: unknown): unknown {
  // Our own mistakes (and errors already in the port's terms) surface unchanged.
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const detail = error.code ? `${error.type}: ${error.code}` : error.type;
  const message = `Stripe could not ${operation} (${detail})`;
  if (isMissing(error)) return new PaymentProviderError(message, 'not_found');
  if (error instanceof Stripe.errors.StripeCardError) return new PaymentProviderError(message, 'card_declined');
  // Worth retrying later: the network, Stripe's own failures, and its rate limit.
  const status = error.statusCode ?? 0;
  const transient = error instanceof Stripe.errors.StripeConnectionError || status >= 500 || status === 429;
  return new PaymentProviderError(message, transient ? 'unavailable' : 'invalid_request');
}
