import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in for the Stripe HTTP API: just the endpoints our adapter calls, in memory,
 * with Stripe's shapes, form-encoded bodies, idempotent replays and 404s. The real SDK is
 * pointed at it (host/port/protocol), so tests exercise the adapter exactly as it talks to Stripe.
 */
export type StripeObject = Record<string, unknown> & { id: string };

export type FakeStripeState = {
  products: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  customers: Map<string, StripeObject>;
  paymentMethods: Map<string, StripeObject>;
  checkoutSessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  /** What paid each invoice; shown on an invoice only where `payments` is expanded, as Stripe does. */
  invoicePayments: Map<string, StripeObject>;
  paymentIntents: Map<string, StripeObject>;
  charges: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  portalSessions: Map<string, StripeObject>;
};

export type FakeStripeRequest = {
  method: string;
  path: string;
  /** The form body (POST) or the query (GET), decoded into nested objects; values stay strings. */
  body: Record<string, unknown>;
  idempotencyKey: string | null;
};

export type FakeStripe = {
  port: number;
  webhookSecret: string;
  state: FakeStripeState;
  requests: FakeStripeRequest[];
  /**
   * What the customer does on the hosted page: pays, so an active (or trialing) subscription
   * exists, paid by a new card (`card` to choose it, e.g. a fingerprint already seen) that
   * becomes the subscription's default payment method, as Checkout sets it.
   */
  completeCheckout(sessionId: string, options?: { card?: Partial<Card> }): StripeObject;
  /** Changes a subscription as Stripe would after a portal action or a renewal (shallow merge). */
  setSubscription(id: string, patch: Record<string, unknown>): StripeObject;
  /**
   * An invoice of the customer's, paid by default. A paid one with something to pay gets what
   * Stripe makes with it: a payment intent, its charge and the invoice payment linking them.
   */
  addInvoice(customerId: string, fields?: Record<string, unknown>): StripeObject;
  /** The invoice's paid payment: its payment intent and charge (undefined when nothing paid it). */
  paymentOf(invoiceId: string): { paymentIntent: StripeObject; charge: StripeObject } | undefined;
  attachCard(customerId: string, card?: Partial<Card>, options?: { asDefault?: boolean }): StripeObject;
  setCustomer(id: string, patch: Record<string, unknown>): StripeObject;
  /** While on, every request answers 503 (and tells the SDK not to retry). */
  setOutage(on: boolean): void;
  /**
   * Holds back the answer to the next `method path` request: it is what the state was when the
   * request arrived, sent only on `release()`, as a slow answer from Stripe would be.
   * `arrived` settles once that request has come in.
   */
  holdNext(method: string, path: string): HeldAnswer;
  /** The next `method path` request answers 503, as in an outage, and changes nothing. */
  failNext(method: string, path: string): void;
  /** A webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature header. */
  signedEvent(input: SignedEventInput): { id: string; payload: string; signature: string };
  close(): Promise<void>;
};

/** `fingerprint` names the card number, the same under every customer: a new card gets a new one. */
type Card = { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string };
type SignedEventInput = {
  type: string;
  object: Record<string, unknown>;
  id?: string;
  /** Seconds; defaults to now. An old one makes a stale delivery. */
  timestamp?: number;
  /** Signs with this secret instead of the right one. */
  secret?: string;
};
type Reply = { status: number; body: unknown; headers?: Record<string, string> };
export type HeldAnswer = { arrived: Promise<void>; release(): void };
type Hold = { method: string; path: string; arrive(): void; released: Promise<void> };

export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_local_secret';

/** The app's settings for the real Stripe adapter talking to this fake (createTestApp's env). */
export function stripeSettingsFor(fake: Pick<FakeStripe, 'port' | 'webhookSecret'>, secretKey: string) {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}

export async function startFakeStripe(options: { webhookSecret?: string } = {}): Promise<FakeStripe> {
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const state: FakeStripeState = {
    products: new Map(),
    prices: new Map(),
    customers: new Map(),
    paymentMethods: new Map(),
    checkoutSessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoicePayments: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    portalSessions: new Map(),
  };
  const requests: FakeStripeRequest[] = [];
  /** Each key's answer, and the request it answered: Stripe refuses the key with other parameters. */
  const replays = new Map<string, { reply: Reply; body: string }>();
  /** What each session sells; Stripe keeps line items off the session object unless expanded. */
  const sessionItems = new Map<string, { priceId: string; quantity: number; trialDays: number }>();
  let outage = false;
  let invoiceSequence = 0;
  const holds: Hold[] = [];
  const failures: { method: string; path: string }[] = [];

  const api = createApi(state, sessionItems, {
    // A trial ended early is billed at once for its first paid period.
    onTrialEnded(subscription, item) {
      const amount =
        ((item?.price as StripeObject | undefined)?.unit_amount as number) * ((item?.quantity as number) ?? 1);
      addInvoice(subscription.customer as string, {
        total: amount,
        amount_paid: amount,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      });
    },
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const form = req.method === 'POST' ? Buffer.concat(chunks).toString('utf8') : url.search.slice(1);
      const idempotencyKey = header(req.headers['idempotency-key']);
      const request = { method: req.method ?? 'GET', path: url.pathname, body: parseForm(form), idempotencyKey };
      requests.push(request);
      const reply = answer(request, header(req.headers.authorization));
      // Serialised now: a held answer must not pick up changes made while it waits.
      const body = JSON.stringify(reply.body);
      const send = () => {
        res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req'), ...reply.headers });
        res.end(body);
      };
      const held = holds.findIndex((hold) => hold.method === request.method && hold.path === request.path);
      if (held < 0) return send();
      const [hold] = holds.splice(held, 1) as [Hold];
      hold.arrive();
      void hold.released.then(send);
    });
  });

  function answer(request: FakeStripeRequest, authorization: string | null): Reply {
    const failing = failures.findIndex((f) => f.method === request.method && f.path === request.path);
    if (failing >= 0) failures.splice(failing, 1);
    if (outage || failing >= 0) {
      return {
        status: 503,
        body: { error: { type: 'api_error', message: 'Stripe is unavailable (fake outage).' } },
        headers: { 'stripe-should-retry': 'false' },
      };
    }
    if (!authorization?.startsWith('Bearer sk_test_')) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } };
    }
    const replayKey = request.idempotencyKey ? `${request.method} ${request.idempotencyKey}` : null;
    const replayed = replayKey ? replays.get(replayKey) : undefined;
    const sent = JSON.stringify({ path: request.path, body: request.body });
    if (replayed && replayed.body !== sent) {
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        },
      };
    }
    if (replayed) return { ...replayed.reply, headers: { ...replayed.reply.headers, 'idempotent-replayed': 'true' } };
    const reply = api(request);
    if (replayKey && request.method === 'POST') replays.set(replayKey, { reply, body: sent });
    return reply;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  function mustGet(map: Map<string, StripeObject>, key: string): StripeObject {
    const found = map.get(key);
    if (!found) throw new Error(`fake Stripe has no ${key}`);
    return found;
  }

  function addInvoice(customerId: string, fields: Record<string, unknown> = {}): StripeObject {
    invoiceSequence++;
    const invoiceId = id('in');
    const amount = typeof fields.total === 'number' ? fields.total : 999;
    const created = now();
    const invoice: StripeObject = {
      id: invoiceId,
      object: 'invoice',
      customer: customerId,
      number: `FAKE-${String(invoiceSequence).padStart(4, '0')}`,
      created,
      currency: 'usd',
      status: 'paid',
      total: amount,
      amount_due: amount,
      amount_paid: amount,
      invoice_pdf: `https://pay.stripe.test/invoice/${invoiceId}/pdf`,
      // As Stripe sets them: the window for pending items, not the service period (that is on the lines).
      period_start: created,
      period_end: created,
      post_payment_credit_notes_amount: 0,
      lines: {
        object: 'list',
        data: [
          {
            id: id('il'),
            object: 'line_item',
            description: '1 × Plan',
            period: { start: created, end: created + 30 * 86_400 },
            parent: null,
          },
        ],
        has_more: false,
      },
      parent: null,
      ...fields,
    };
    const paid = invoice.status === 'paid';
    invoice.status_transitions = {
      finalized_at: invoice.status === 'draft' ? null : created,
      paid_at: paid ? created : null,
      marked_uncollectible_at: null,
      voided_at: null,
      ...(fields.status_transitions as Record<string, unknown> | undefined),
    };
    state.invoices.set(invoiceId, invoice);
    if (paid && (invoice.amount_paid as number) > 0) payInvoice(invoice);
    return invoice;
  }

  /** What Stripe makes when a card pays an invoice. */
  function payInvoice(invoice: StripeObject) {
    const amount = invoice.amount_paid as number;
    const at = invoice.created as number;
    const base = { created: at, currency: invoice.currency, customer: invoice.customer };
    const paymentIntentId = id('pi');
    const charge: StripeObject = {
      ...base,
      id: id('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      captured: true,
      paid: true,
      refunded: false,
      status: 'succeeded',
      payment_intent: paymentIntentId,
    };
    const paymentIntent: StripeObject = {
      ...base,
      id: paymentIntentId,
      object: 'payment_intent',
      amount,
      amount_received: amount,
      status: 'succeeded',
      latest_charge: charge.id,
    };
    const invoicePayment: StripeObject = {
      id: id('inpay'),
      object: 'invoice_payment',
      created: at,
      currency: invoice.currency,
      invoice: invoice.id,
      amount_paid: amount,
      amount_requested: amount,
      is_default: true,
      livemode: false,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      status_transitions: { paid_at: at, canceled_at: null },
    };
    state.charges.set(charge.id, charge);
    state.paymentIntents.set(paymentIntent.id, paymentIntent);
    state.invoicePayments.set(invoicePayment.id, invoicePayment);
  }

  function attachCard(customerId: string, card: Partial<Card> = {}, options: { asDefault?: boolean } = {}) {
    const customer = mustGet(state.customers, customerId);
    const method: StripeObject = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      created: now(),
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, fingerprint: id('fp'), ...card },
    };
    state.paymentMethods.set(method.id, method);
    if (options.asDefault) customer.invoice_settings = { default_payment_method: method.id };
    return method;
  }

  return {
    port,
    webhookSecret,
    state,
    requests,
    completeCheckout(sessionId, options = {}) {
      const session = mustGet(state.checkoutSessions, sessionId);
      const items = sessionItems.get(sessionId);
      if (!items) throw new Error(`fake Stripe session ${sessionId} sells nothing`);
      const price = mustGet(state.prices, items.priceId);
      const customerId = session.customer as string;
      const start = now();
      const trialEnd = items.trialDays > 0 ? start + items.trialDays * 86_400 : null;
      const periodEnd = trialEnd ?? start + periodSeconds(price);
      const subscription: StripeObject = {
        id: id('sub'),
        object: 'subscription',
        customer: customerId,
        status: trialEnd ? 'trialing' : 'active',
        created: start,
        start_date: start,
        trial_end: trialEnd,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price,
              quantity: items.quantity,
              current_period_start: start,
              current_period_end: periodEnd,
            },
          ],
          has_more: false,
        },
      };
      state.subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      subscription.default_payment_method = attachCard(customerId, options.card).id;
      const subscriptionItem = (subscription.items as { data: StripeObject[] }).data[0] as StripeObject;
      addInvoice(customerId, {
        total: trialEnd ? 0 : (price.unit_amount as number) * items.quantity,
        amount_paid: trialEnd ? 0 : (price.unit_amount as number) * items.quantity,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
        lines: {
          object: 'list',
          data: [
            {
              id: id('il'),
              object: 'line_item',
              description: '1 × Plan',
              period: { start, end: periodEnd },
              // Where API versions since 2025-03-31 name the price a line bills.
              pricing: { type: 'price_details', price_details: { price: price.id, product: price.product } },
              parent: {
                type: 'subscription_item_details',
                subscription_item_details: {
                  subscription: subscription.id,
                  subscription_item: subscriptionItem.id,
                  proration: false,
                },
              },
            },
          ],
          has_more: false,
        },
      });
      return subscription;
    },
    setSubscription(subscriptionId, patch) {
      return Object.assign(mustGet(state.subscriptions, subscriptionId), patch);
    },
    addInvoice,
    paymentOf(invoiceId) {
      const payment = [...state.invoicePayments.values()].find((p) => p.invoice === invoiceId && p.status === 'paid');
      const paymentIntent = state.paymentIntents.get(
        (payment?.payment as { payment_intent?: string } | undefined)?.payment_intent ?? '',
      );
      const charge = state.charges.get((paymentIntent?.latest_charge as string | undefined) ?? '');
      return paymentIntent && charge ? { paymentIntent, charge } : undefined;
    },
    attachCard,
    setCustomer(customerId, patch) {
      return Object.assign(mustGet(state.customers, customerId), patch);
    },
    setOutage(on) {
      outage = on;
    },
    failNext(method, path) {
      failures.push({ method, path });
    },
    holdNext(method, path) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ method, path, arrive, released });
      return { arrived, release };
    },
    signedEvent(input) {
      const eventId = input.id ?? id('evt');
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        type: input.type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: input.object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: input.secret ?? webhookSecret,
        timestamp: input.timestamp ?? now(),
      });
      return { id: eventId, payload, signature };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The routes, as pure functions of the state. */
function createApi(
  state: FakeStripeState,
  sessionItems: Map<string, { priceId: string; quantity: number; trialDays: number }>,
  { onTrialEnded }: { onTrialEnded: (subscription: StripeObject, item: StripeObject | undefined) => void },
): (request: FakeStripeRequest) => Reply {
  const ok = (body: unknown): Reply => ({ status: 200, body });
  const missing = (what: string, key: string): Reply => ({
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${key}'` },
    },
  });
  /** Stripe still answers a deleted customer's id, with a stub that says so. */
  const deletedCustomers = new Set<string>();
  const retrieve = (map: Map<string, StripeObject>, what: string, key: string) => {
    const found = map.get(key);
    return found ? ok(found) : missing(what, key);
  };
  /** The invoice with its `payments` list, as Stripe answers when it is expanded. */
  const withPayments = (invoice: StripeObject): StripeObject => {
    const data = newestFirst(state.invoicePayments).filter((p) => p.invoice === invoice.id);
    const url = `/v1/invoice_payments?invoice=${invoice.id}`;
    return { ...invoice, payments: { object: 'list', url, data, has_more: false } };
  };

  return (request) => {
    const { method, path, body } = request;
    const route = `${method} ${path.replace(/^(\/v1\/(?:customers|checkout\/sessions|subscriptions|invoices|charges|prices))\/[^/]+$/, '$1/:id')}`;
    const key = path.split('/').pop() as string;
    switch (route) {
      case 'GET /v1/prices': {
        const keys = (body.lookup_keys as string[] | undefined) ?? [];
        const active = body.active === undefined ? undefined : body.active === 'true';
        const found = newestFirst(state.prices).filter(
          (p) => keys.includes(p.lookup_key as string) && (active === undefined || p.active === active),
        );
        return ok(list(path, found, body));
      }
      case 'POST /v1/products': {
        const product = { id: id('prod'), object: 'product', active: true, created: now(), name: body.name };
        state.products.set(product.id, product);
        return ok(product);
      }
      case 'POST /v1/prices': {
        const lookupKey = (body.lookup_key as string | undefined) ?? null;
        const holder = [...state.prices.values()].find((p) => lookupKey && p.lookup_key === lookupKey);
        if (holder && body.transfer_lookup_key !== 'true') {
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: 'A price with this lookup_key already exists.' } },
          };
        }
        if (holder) holder.lookup_key = null;
        const recurring = body.recurring as { interval: string } | undefined;
        const price = {
          id: id('price'),
          object: 'price',
          active: true,
          created: now(),
          currency: body.currency,
          unit_amount: Number(body.unit_amount),
          lookup_key: lookupKey,
          product: body.product,
          type: recurring ? 'recurring' : 'one_time',
          recurring: recurring ? { interval: recurring.interval, interval_count: 1 } : null,
        };
        state.prices.set(price.id, price);
        return ok(price);
      }
      case 'POST /v1/customers': {
        const customer = {
          id: id('cus'),
          object: 'customer',
          created: now(),
          email: body.email ?? null,
          name: body.name ?? null,
          metadata: body.metadata ?? {},
          address: null,
          invoice_settings: { default_payment_method: null },
        };
        state.customers.set(customer.id, customer);
        return ok(customer);
      }
      case 'GET /v1/customers/:id': {
        const customer = state.customers.get(key);
        if (!customer && deletedCustomers.has(key)) return ok({ id: key, object: 'customer', deleted: true });
        if (!customer) return missing('customer', key);
        return ok(expand(customer, (body.expand as string[] | undefined) ?? [], state));
      }
      case 'DELETE /v1/customers/:id': {
        if (!state.customers.has(key)) return missing('customer', key);
        // As Stripe does: running subscriptions end at once and the cards go with the customer.
        const at = now();
        for (const subscription of state.subscriptions.values()) {
          const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
          if (subscription.customer === key && !ended) {
            Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at });
          }
        }
        for (const [methodId, method] of state.paymentMethods) {
          if (method.customer === key) state.paymentMethods.delete(methodId);
        }
        state.customers.delete(key);
        deletedCustomers.add(key);
        return ok({ id: key, object: 'customer', deleted: true });
      }
      case 'GET /v1/payment_methods': {
        const found = newestFirst(state.paymentMethods).filter(
          (m) => m.customer === body.customer && (!body.type || m.type === body.type),
        );
        return ok(list(path, found, body));
      }
      case 'POST /v1/checkout/sessions': {
        const customerId = body.customer as string;
        if (!state.customers.has(customerId)) return missing('customer', customerId);
        const [line] = (body.line_items as { price: string; quantity: string }[] | undefined) ?? [];
        if (!line || !state.prices.has(line.price)) return missing('price', line?.price ?? '');
        const sessionId = id('cs_test');
        const data = body.subscription_data as { trial_period_days?: string } | undefined;
        sessionItems.set(sessionId, {
          priceId: line.price,
          quantity: Number(line.quantity ?? 1),
          trialDays: Number(data?.trial_period_days ?? 0),
        });
        const session = {
          id: sessionId,
          object: 'checkout.session',
          created: now(),
          mode: body.mode,
          customer: customerId,
          client_reference_id: body.client_reference_id ?? null,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
          url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        };
        state.checkoutSessions.set(sessionId, session);
        return ok(session);
      }
      case 'GET /v1/checkout/sessions/:id':
        return retrieve(state.checkoutSessions, 'checkout.session', key);
      case 'GET /v1/subscriptions/:id': {
        const subscription = state.subscriptions.get(key);
        if (!subscription) return missing('subscription', key);
        return ok(expand(subscription, (body.expand as string[] | undefined) ?? [], state));
      }
      case 'DELETE /v1/subscriptions/:id': {
        const subscription = state.subscriptions.get(key);
        if (!subscription) return missing('subscription', key);
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
          return {
            status: 400,
            body: {
              error: { type: 'invalid_request_error', message: `A canceled subscription can't be canceled: ${key}` },
            },
          };
        }
        const at = now();
        return ok(Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at }));
      }
      case 'GET /v1/subscriptions': {
        const found = newestFirst(state.subscriptions).filter(
          (s) => s.customer === body.customer && (body.status === 'all' || s.status !== 'canceled'),
        );
        const page = list(path, found, body);
        const expanded = ((body.expand as string[] | undefined) ?? []).includes('data.default_payment_method');
        return ok(
          expanded ? { ...page, data: page.data.map((s) => expand(s, ['default_payment_method'], state)) } : page,
        );
      }
      case 'POST /v1/billing_portal/sessions': {
        const customerId = body.customer as string;
        if (!state.customers.has(customerId)) return missing('customer', customerId);
        const sessionId = id('bps');
        const session = {
          id: sessionId,
          object: 'billing_portal.session',
          created: now(),
          customer: customerId,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${sessionId}`,
        };
        state.portalSessions.set(sessionId, session);
        return ok(session);
      }
      case 'GET /v1/invoices': {
        const found = newestFirst(state.invoices).filter((i) => i.customer === body.customer);
        const page = list(path, found, body);
        const expanded = ((body.expand as string[] | undefined) ?? []).includes('data.payments');
        return ok(expanded ? { ...page, data: page.data.map(withPayments) } : page);
      }
      case 'GET /v1/invoices/:id': {
        const invoice = state.invoices.get(key);
        if (!invoice) return missing('invoice', key);
        return ok(((body.expand as string[] | undefined) ?? []).includes('payments') ? withPayments(invoice) : invoice);
      }
      case 'GET /v1/prices/:id':
        return retrieve(state.prices, 'price', key);
      case 'GET /v1/charges': {
        const since = Number((body.created as { gte?: string } | undefined)?.gte ?? 0);
        const found = newestFirst(state.charges).filter(
          (c) =>
            (body.customer === undefined || c.customer === body.customer) &&
            (body.payment_intent === undefined || c.payment_intent === body.payment_intent) &&
            (c.created as number) >= since,
        );
        return ok(list(path, found, body));
      }
      case 'GET /v1/charges/:id':
        return retrieve(state.charges, 'charge', key);
      case 'POST /v1/refunds': {
        const paymentIntentId = body.payment_intent as string | undefined;
        const paymentIntent = paymentIntentId ? state.paymentIntents.get(paymentIntentId) : undefined;
        if (paymentIntentId && !paymentIntent) return missing('payment_intent', paymentIntentId);
        const chargeId = (paymentIntent?.latest_charge as string | undefined) ?? (body.charge as string | undefined);
        const charge = chargeId ? state.charges.get(chargeId) : undefined;
        if (!charge) return missing('charge', chargeId ?? '');
        const left = (charge.amount as number) - (charge.amount_refunded as number);
        const refusal = (message: string, fields: Record<string, unknown> = {}): Reply => ({
          status: 400,
          body: { error: { type: 'invalid_request_error', message, ...fields } },
        });
        if (left <= 0) {
          return refusal(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
        }
        const amount = body.amount === undefined ? left : Number(body.amount);
        if (!Number.isInteger(amount) || amount < 1) {
          return refusal('This value must be greater than or equal to 1.', { param: 'amount' });
        }
        if (amount > left) {
          const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
          return refusal(
            `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
            { param: 'amount' },
          );
        }
        charge.amount_refunded = (charge.amount_refunded as number) + amount;
        charge.refunded = charge.amount_refunded === charge.amount;
        const refund = {
          id: id('re'),
          object: 'refund',
          created: now(),
          amount,
          currency: charge.currency,
          customer: charge.customer,
          charge: charge.id,
          payment_intent: charge.payment_intent ?? null,
          reason: body.reason ?? null,
          metadata: body.metadata ?? {},
          status: 'succeeded',
        };
        state.refunds.set(refund.id, refund);
        return ok(refund);
      }
      case 'POST /v1/subscriptions/:id': {
        const subscription = state.subscriptions.get(key);
        if (!subscription) return missing('subscription', key);
        const refusal = (message: string): Reply => ({
          status: 400,
          body: { error: { type: 'invalid_request_error', message } },
        });
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
          return refusal('A canceled subscription can only update its cancellation_details and metadata.');
        }
        const items = (subscription.items as { data: StripeObject[] }).data;
        const changes = (body.items as { id?: string; price?: string }[] | undefined) ?? [];
        for (const change of changes) {
          const item = items.find((i) => i.id === change.id);
          if (!item) return missing('subscription_item', change.id ?? '');
          const price = change.price ? state.prices.get(change.price) : undefined;
          if (change.price && !price) return missing('price', change.price);
          const anchor = (body.billing_cycle_anchor as { type?: string } | undefined)?.type;
          const interval = (p: unknown) => (p as { recurring?: { interval?: string } }).recurring?.interval;
          if (price && anchor === 'unchanged' && interval(price) !== interval(item.price)) {
            return refusal('The billing cycle anchor cannot stay unchanged when the billing interval changes.');
          }
        }
        // Checked first and applied after, so a refused request changes nothing, as at Stripe.
        for (const change of changes) {
          const item = items.find((i) => i.id === change.id) as StripeObject;
          if (change.price) item.price = state.prices.get(change.price);
        }
        if (body.cancel_at_period_end !== undefined) {
          const cancel = body.cancel_at_period_end === 'true';
          const periodEnd = items[0]?.current_period_end ?? subscription.current_period_end ?? null;
          Object.assign(subscription, { cancel_at_period_end: cancel, cancel_at: cancel ? periodEnd : null });
        }
        if (body.cancel_at === '') Object.assign(subscription, { cancel_at: null, cancel_at_period_end: false });
        if (body.trial_end === 'now' && subscription.status === 'trialing') {
          // As Stripe does: the first paid period starts now, and its invoice is paid with the card on file.
          const [item] = items;
          const start = now();
          const end = start + periodSeconds(item?.price as StripeObject);
          Object.assign(subscription, { status: 'active', trial_end: start });
          if (item) Object.assign(item, { current_period_start: start, current_period_end: end });
          onTrialEnded(subscription, item);
        }
        return ok(expand(subscription, (body.expand as string[] | undefined) ?? [], state));
      }
      default:
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
        };
    }
  };
}

/** A page of a list, as Stripe pages: `limit` (default 10) after the `starting_after` id. */
function list(url: string, items: StripeObject[], query: Record<string, unknown>) {
  const limit = Number(query.limit ?? 10);
  const after = query.starting_after as string | undefined;
  const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  const data = items.slice(start, start + limit);
  return { object: 'list', url, data, has_more: start + limit < items.length };
}

/** Newest first, as Stripe lists; insertion order breaks ties within one second. */
function newestFirst(map: Map<string, StripeObject>): StripeObject[] {
  return [...map.values()]
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.created as number) - (a.item.created as number) || b.index - a.index)
    .map(({ item }) => item);
}

/** Replaces the ids at the given dotted paths with the objects they name. */
function expand(object: StripeObject, paths: string[], state: FakeStripeState): StripeObject {
  const copy = structuredClone(object);
  for (const path of paths) {
    const segments = path.split('.');
    const last = segments.pop() as string;
    let parent: Record<string, unknown> | undefined = copy;
    for (const segment of segments) parent = parent?.[segment] as Record<string, unknown> | undefined;
    const value = parent?.[last];
    if (parent && typeof value === 'string') parent[last] = findAnywhere(state, value) ?? value;
  }
  return copy;
}

function findAnywhere(state: FakeStripeState, key: string): StripeObject | undefined {
  for (const map of Object.values(state)) {
    const found = (map as Map<string, StripeObject>).get(key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Decodes Stripe's form encoding (`line_items[0][price]=…`) into nested objects and arrays,
 * the way Stripe's servers read it.
 */
export function parseForm(form: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(form)) {
    const segments = name.split(/[[\]]+/).filter(Boolean);
    let node: Record<string, unknown> = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        node[segment] = value;
        return;
      }
      const next = segments[index + 1] as string;
      node[segment] ??= /^\d+$/.test(next) ? [] : {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return root;
}

function periodSeconds(price: StripeObject): number {
  const interval = (price.recurring as { interval?: string } | null)?.interval;
  const days = { day: 1, week: 7, month: 30, year: 365 }[interval ?? 'month'] ?? 30;
  return days * 86_400;
}

function header(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}
