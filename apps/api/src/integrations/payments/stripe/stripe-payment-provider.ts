import Stripe from 'stripe';
import type { AppConfig } from '../../../config/config';
import {
  type PaymentProvider,
  PaymentProviderError,
  type PriceToSell,
  type ProviderBillingDetails,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderInvoice,
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
      toSubscription(await this.#stripe.subscriptions.retrieve(id)),
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
      const page = await this.#stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
      return page.data.map(toSubscription);
    });
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }) {
    return call('create a billing portal session', async () => {
      const session = await this.#stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
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
      });
      return { invoices: page.data.map(toInvoice), hasMore: page.has_more };
    });
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
  };
}

/** Older API versions put the subscription on the invoice; newer ones under parent.subscription_details. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } | null } | null | undefined;
  return idOf(invoice.subscription) ?? idOf(parent?.subscription_details?.subscription);
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
  };
}

function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const status = oneOf(invoice.status, INVOICE_STATUSES, 'draft');
  return {
    id: invoice.id as string,
    number: invoice.number,
    created: new Date(invoice.created * 1000),
    description: invoice.lines?.data[0]?.description || 'Subscription',
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.total,
    currency: invoice.currency,
    status,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
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
  // Worth retrying later: the network, Stripe's own failures, and its rate limit.
  const status = error.statusCode ?? 0;
  const transient = error instanceof Stripe.errors.StripeConnectionError || status >= 500 || status === 429;
  return new PaymentProviderError(message, transient ? 'unavailable' : 'invalid_request');
}
