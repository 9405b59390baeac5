import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fakes/fake-stripe';
import { PaymentProviderError, type PriceToSell } from '../payment-provider';
import { StripePaymentProvider } from './stripe-payment-provider';

const SECRET_KEY = 'sk_test_adapter_secret_123';

describe('StripePaymentProvider against a local fake of the Stripe API', () => {
  let fake: FakeStripe;
  let stripe: StripePaymentProvider;
  let userSequence = 100;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = providerFor(fake.port);
  });
  afterAll(() => fake.close());

  function providerFor(port: number, secretKey = SECRET_KEY) {
    return new StripePaymentProvider({
      provider: 'stripe',
      secretKey,
      webhookSecret: fake.webhookSecret,
      apiHost: '127.0.0.1',
      apiPort: port,
      apiProtocol: 'http',
    });
  }

  const requestsTo = (method: string, path: string) =>
    fake.requests.filter((r) => r.method === method && r.path === path);

  /** The customer's invoices in the fake, oldest first. */
  const invoicesOf = (customerId: string) => [...fake.state.invoices.values()].filter((i) => i.customer === customerId);

  const familyYear = (overrides: Partial<PriceToSell> = {}): PriceToSell => ({
    lookupKey: `arx_family_year_${++userSequence}`,
    productName: 'Family',
    amountCents: 21_989,
    currency: 'usd',
    interval: 'year',
    ...overrides,
  });

  /** A customer who has been through checkout: one subscription, one paid invoice, one card. */
  async function subscribedCustomer(trialDays = 0) {
    const userId = ++userSequence;
    const priceId = await stripe.ensurePrice(familyYear());
    const customerId = await stripe.ensureCustomer({
      userId,
      email: `member${userId}@example.com`,
      name: 'Pat Member',
      existingCustomerId: null,
    });
    const session = await stripe.createCheckoutSession({
      customerId,
      userId,
      priceId,
      trialDays,
      successUrl: 'https://club.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://club.test/plans',
      idempotencyKey: `checkout-${userId}`,
    });
    const subscription = fake.completeCheckout(session.id);
    return { userId, priceId, customerId, session, subscription };
  }

  describe('ensurePrice', () => {
    it('when no price has the lookup key, then it creates a product and a recurring price, idempotently', async () => {
      const price = familyYear();
      const id = await stripe.ensurePrice(price);

      expect(id).toMatch(/^price_/);
      const [productCall] = requestsTo('POST', '/v1/products').slice(-1);
      expect(productCall).toMatchObject({ body: { name: 'Family' }, idempotencyKey: `arx-product-${price.lookupKey}` });
      const [priceCall] = requestsTo('POST', '/v1/prices').slice(-1);
      expect(priceCall?.body).toMatchObject({
        lookup_key: price.lookupKey,
        unit_amount: '21989',
        currency: 'usd',
        recurring: { interval: 'year' },
        product: fake.state.prices.get(id)?.product,
      });
      expect(priceCall?.idempotencyKey).toMatch(new RegExp(`^arx-price-${price.lookupKey}`));
    });

    it('when an active price already sells it, then it reuses that price and creates nothing', async () => {
      const price = familyYear();
      const first = await stripe.ensurePrice(price);
      const creates = requestsTo('POST', '/v1/prices').length;

      expect(await stripe.ensurePrice(price)).toBe(first);
      expect(requestsTo('POST', '/v1/prices')).toHaveLength(creates);
      expect(requestsTo('GET', '/v1/prices').at(-1)?.body).toMatchObject({
        lookup_keys: [price.lookupKey],
        active: 'true',
      });
    });

    it('when the amount changed, then a new price on the same product takes the lookup key over', async () => {
      const price = familyYear();
      const old = await stripe.ensurePrice(price);
      const renewed = await stripe.ensurePrice({ ...price, amountCents: 23_000 });

      expect(renewed).not.toBe(old);
      expect(fake.state.prices.get(renewed)).toMatchObject({ unit_amount: 23_000, lookup_key: price.lookupKey });
      expect(fake.state.prices.get(renewed)?.product).toBe(fake.state.prices.get(old)?.product);
      expect(requestsTo('POST', '/v1/prices').at(-1)?.body).toMatchObject({ transfer_lookup_key: 'true' });
    });
  });

  describe('ensureCustomer', () => {
    it('when the user already has a customer, then it returns it without calling Stripe', async () => {
      const before = fake.requests.length;
      const id = await stripe.ensureCustomer({
        userId: 1,
        email: 'a@example.com',
        name: null,
        existingCustomerId: 'cus_existing',
      });
      expect(id).toBe('cus_existing');
      expect(fake.requests).toHaveLength(before);
    });

    it('when the user has none, then it creates one keyed by the user id so a retry cannot make two', async () => {
      const input = { userId: 4242, email: 'new@example.com', name: 'New Member', existingCustomerId: null };
      const first = await stripe.ensureCustomer(input);
      const again = await stripe.ensureCustomer(input);

      expect(again).toBe(first);
      expect([...fake.state.customers.values()].filter((c) => c.email === 'new@example.com')).toHaveLength(1);
      expect(requestsTo('POST', '/v1/customers').at(-1)).toMatchObject({
        body: { email: 'new@example.com', name: 'New Member', metadata: { user_id: '4242' } },
        idempotencyKey: 'arx-customer-4242',
      });
    });
  });

  describe('createCheckoutSession', () => {
    it('creates a subscription-mode session for the user with the trial and the caller’s idempotency key', async () => {
      const priceId = await stripe.ensurePrice(familyYear());
      const customerId = await stripe.ensureCustomer({
        userId: 77,
        email: 'trial@example.com',
        name: null,
        existingCustomerId: null,
      });
      const input = {
        customerId,
        userId: 77,
        priceId,
        trialDays: 14,
        successUrl: 'https://club.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'https://club.test/plans',
        idempotencyKey: 'checkout-77-abc',
      };

      const session = await stripe.createCheckoutSession(input);
      const replay = await stripe.createCheckoutSession(input);

      expect(session.id).toMatch(/^cs_test_/);
      expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
      expect(replay.id).toBe(session.id);
      const call = requestsTo('POST', '/v1/checkout/sessions').at(-1);
      expect(call).toMatchObject({
        idempotencyKey: 'checkout-77-abc',
        body: {
          mode: 'subscription',
          customer: customerId,
          client_reference_id: '77',
          line_items: [{ price: priceId, quantity: '1' }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          subscription_data: { trial_period_days: '14' },
        },
      });
    });

    it('when the plan has no trial, then it sends no subscription_data', async () => {
      const { userId } = await subscribedCustomer(0);
      const call = requestsTo('POST', '/v1/checkout/sessions').at(-1);
      expect(call?.idempotencyKey).toBe(`checkout-${userId}`);
      expect(call?.body).not.toHaveProperty('subscription_data');
      expect(call?.body).not.toHaveProperty('custom_text');
    });

    describe('with renewal terms', () => {
      async function checkoutInput(renewalTerms: string) {
        const userId = ++userSequence;
        const priceId = await stripe.ensurePrice(familyYear());
        const customerId = await stripe.ensureCustomer({
          userId,
          email: `terms${userId}@example.com`,
          name: null,
          existingCustomerId: null,
        });
        return {
          customerId,
          userId,
          priceId,
          trialDays: 0,
          successUrl: 'https://club.test/ok',
          cancelUrl: 'https://club.test/no',
          idempotencyKey: `terms-${userId}`,
          renewalTerms,
        };
      }

      it('shows them above the Pay button, as the submit message', async () => {
        const terms = 'Your membership renews every year at $219.89 until you cancel. Cancel anytime in Billing.';
        await stripe.createCheckoutSession(await checkoutInput(terms));

        expect(requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body).toMatchObject({
          custom_text: { submit: { message: terms } },
        });
      });

      it('takes them up to Stripe’s 1200 characters, and refuses longer ones rather than cut them', async () => {
        await stripe.createCheckoutSession(await checkoutInput('x'.repeat(1200)));
        expect(requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body).toMatchObject({
          custom_text: { submit: { message: 'x'.repeat(1200) } },
        });

        const input = await checkoutInput('x'.repeat(1201));
        const sessions = requestsTo('POST', '/v1/checkout/sessions').length;
        await expect(stripe.createCheckoutSession(input)).rejects.toMatchObject({ kind: 'invalid_request' });
        expect(requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessions);
      });

      it('sends no custom text for blank terms', async () => {
        await stripe.createCheckoutSession(await checkoutInput('  '));
        expect(requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body).not.toHaveProperty('custom_text');
      });
    });

    describe('in the member’s language', () => {
      it('when the member reads Spanish, then Checkout is in Latin American Spanish (es-419), beside Spanish terms', async () => {
        const terms = 'Paga $219.89 hoy y luego $219.89 cada año.';
        const userId = ++userSequence;
        const priceId = await stripe.ensurePrice(familyYear());
        const customerId = await stripe.ensureCustomer({
          userId,
          email: `es${userId}@example.com`,
          name: null,
          existingCustomerId: null,
        });

        await stripe.createCheckoutSession({
          customerId,
          userId,
          priceId,
          trialDays: 0,
          successUrl: 'https://club.test/es/billing/success?session_id={CHECKOUT_SESSION_ID}',
          cancelUrl: 'https://club.test/es/register?step=plans',
          idempotencyKey: `es-${userId}`,
          renewalTerms: terms,
          locale: 'es',
        });

        expect(requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body).toMatchObject({
          locale: 'es-419',
          custom_text: { submit: { message: terms } },
          success_url: 'https://club.test/es/billing/success?session_id={CHECKOUT_SESSION_ID}',
        });
      });

      it('when the member reads English, then "en"; and with no language given, none is sent (Stripe follows the browser)', async () => {
        const { customerId, priceId, userId } = await subscribedCustomer();
        expect(requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body).not.toHaveProperty('locale');

        await stripe.createCheckoutSession({
          customerId,
          userId,
          priceId,
          trialDays: 0,
          successUrl: 'https://club.test/ok',
          cancelUrl: 'https://club.test/no',
          idempotencyKey: `en-${userId}`,
          locale: 'en',
        });
        expect(requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body).toMatchObject({ locale: 'en' });
      });
    });
  });

  describe('retrieveCheckoutSession', () => {
    it('reports an open session, then the paid one with its subscription, and null for an unknown id', async () => {
      const priceId = await stripe.ensurePrice(familyYear());
      const customerId = await stripe.ensureCustomer({
        userId: 88,
        email: 'open@example.com',
        name: null,
        existingCustomerId: null,
      });
      const { id } = await stripe.createCheckoutSession({
        customerId,
        userId: 88,
        priceId,
        trialDays: 0,
        successUrl: 'https://club.test/ok',
        cancelUrl: 'https://club.test/no',
        idempotencyKey: 'checkout-88',
      });

      expect(await stripe.retrieveCheckoutSession(id)).toEqual({
        id,
        clientReferenceId: '88',
        customerId,
        status: 'open',
        paymentStatus: 'unpaid',
        subscriptionId: null,
      });
      const subscription = fake.completeCheckout(id);
      expect(await stripe.retrieveCheckoutSession(id)).toMatchObject({
        status: 'complete',
        paymentStatus: 'paid',
        subscriptionId: subscription.id,
      });
      expect(await stripe.retrieveCheckoutSession('cs_test_unknown')).toBeNull();
    });
  });

  describe('retrieveSubscription and listSubscriptions', () => {
    it('maps the subscription: status, price, interval, amount × quantity, and dates from seconds', async () => {
      const { customerId, priceId, subscription } = await subscribedCustomer();
      const item = (subscription.items as { data: Record<string, unknown>[] }).data[0]!;
      item.quantity = 2;
      fake.setSubscription(subscription.id, { cancel_at_period_end: true, cancel_at: 1_900_000_000 });

      expect(await stripe.retrieveSubscription(subscription.id)).toEqual({
        id: subscription.id,
        customerId,
        status: 'active',
        priceId,
        interval: 'year',
        amountCents: 2 * 21_989,
        currency: 'usd',
        currentPeriodEnd: new Date((item.current_period_end as number) * 1000),
        trialEnd: null,
        cancelAtPeriodEnd: true,
        cancelAt: new Date(1_900_000_000 * 1000),
        canceledAt: null,
        // The card Checkout put on the subscription, named without its number.
        cardFingerprint: (
          fake.state.paymentMethods.get(subscription.default_payment_method as string)!.card as {
            fingerprint: string;
          }
        ).fingerprint,
      });
    });

    it('reads a trial end, and the period end from the subscription itself on older API versions', async () => {
      const { subscription } = await subscribedCustomer(14);
      const item = (subscription.items as { data: Record<string, unknown>[] }).data[0]!;
      delete item.current_period_end;
      fake.setSubscription(subscription.id, { current_period_end: 1_800_000_000 });

      const mapped = await stripe.retrieveSubscription(subscription.id);
      expect(mapped).toMatchObject({
        status: 'trialing',
        trialEnd: new Date((subscription.trial_end as number) * 1000),
        currentPeriodEnd: new Date(1_800_000_000 * 1000),
      });
    });

    it('answers null for a subscription Stripe does not know', async () => {
      expect(await stripe.retrieveSubscription('sub_missing')).toBeNull();
    });

    it('ends a free trial at once with trial_end=now, and leaves a subscription past its trial alone', async () => {
      const { subscription } = await subscribedCustomer(14);
      const updates = () => requestsTo('POST', `/v1/subscriptions/${subscription.id}`);

      const ended = await stripe.endTrialNow(subscription.id);

      expect(updates().map((r) => r.body.trial_end)).toEqual(['now']);
      expect(ended).toMatchObject({ status: 'active', cardFingerprint: expect.any(String) });
      expect(await stripe.endTrialNow(subscription.id)).toMatchObject({ status: 'active' });
      expect(updates()).toHaveLength(1);
      expect(await stripe.endTrialNow('sub_missing')).toBeNull();
    });

    it('lists every subscription of the customer, canceled ones included, newest first', async () => {
      const { customerId, subscription: first } = await subscribedCustomer();
      fake.setSubscription(first.id, { status: 'canceled', canceled_at: 1_700_000_000 });
      const priceId = await stripe.ensurePrice(familyYear({ interval: 'month', amountCents: 1999 }));
      const { id } = await stripe.createCheckoutSession({
        customerId,
        userId: 1,
        priceId,
        trialDays: 0,
        successUrl: 'https://club.test/ok',
        cancelUrl: 'https://club.test/no',
        idempotencyKey: `again-${customerId}`,
      });
      const second = fake.completeCheckout(id);

      const listed = await stripe.listSubscriptions(customerId);
      expect(listed.map((s) => [s.id, s.status, s.interval])).toEqual([
        [second.id, 'active', 'month'],
        [first.id, 'canceled', 'year'],
      ]);
      expect(requestsTo('GET', '/v1/subscriptions').at(-1)?.body).toMatchObject({
        customer: customerId,
        status: 'all',
      });
    });
  });

  describe('deleteCustomer', () => {
    it('deletes the customer at Stripe (its subscription ends, its card goes), and a second call is done too', async () => {
      const { customerId, subscription } = await subscribedCustomer();

      await stripe.deleteCustomer(customerId);
      await stripe.deleteCustomer(customerId);

      expect(requestsTo('DELETE', `/v1/customers/${customerId}`)).toHaveLength(2);
      expect(fake.state.customers.has(customerId)).toBe(false);
      expect(fake.state.subscriptions.get(subscription.id)).toMatchObject({ status: 'canceled' });
      expect(await stripe.getBillingDetails(customerId)).toEqual({ paymentMethod: null, billingAddress: null });
    });

    it('when Stripe does not answer, then it is "unavailable" and the customer stays', async () => {
      const { customerId } = await subscribedCustomer();
      fake.failNext('DELETE', `/v1/customers/${customerId}`);

      const failure = await stripe.deleteCustomer(customerId).catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(PaymentProviderError);
      expect(failure).toMatchObject({ kind: 'unavailable' });
      expect(fake.state.customers.has(customerId)).toBe(true);
    });
  });

  describe('createPortalSession', () => {
    it('opens the billing portal for the customer with our return URL', async () => {
      const { customerId } = await subscribedCustomer();
      const { url } = await stripe.createPortalSession({ customerId, returnUrl: 'https://club.test/billing' });

      expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
      expect(requestsTo('POST', '/v1/billing_portal/sessions').at(-1)?.body).toEqual({
        customer: customerId,
        return_url: 'https://club.test/billing',
      });
    });

    it('opens it in the member’s language when one is given', async () => {
      const { customerId } = await subscribedCustomer();
      await stripe.createPortalSession({ customerId, returnUrl: 'https://club.test/es/billing', locale: 'es' });

      expect(requestsTo('POST', '/v1/billing_portal/sessions').at(-1)?.body).toEqual({
        customer: customerId,
        return_url: 'https://club.test/es/billing',
        locale: 'es-419',
      });
    });
  });

  describe('listInvoices', () => {
    it('pages newest first, describing each by its first line and charging what was paid (else the total)', async () => {
      const { customerId } = await subscribedCustomer();
      const open = fake.addInvoice(customerId, {
        status: 'open',
        total: 2500,
        amount_paid: 0,
        lines: { object: 'list', data: [], has_more: false },
      });
      for (let i = 0; i < 9; i++) fake.addInvoice(customerId, { total: 100 + i });

      const first = await stripe.listInvoices({ customerId, limit: 10 });
      expect(first.invoices).toHaveLength(10);
      expect(first.hasMore).toBe(true);
      expect(first.invoices[0]).toMatchObject({
        amountCents: 108,
        status: 'paid',
        description: '1 × Plan',
        priceId: null,
      });
      expect(first.invoices[9]).toMatchObject({ id: open.id, description: 'Subscription', amountCents: 2500 });

      const second = await stripe.listInvoices({ customerId, limit: 10, startingAfter: open.id });
      expect(second.hasMore).toBe(false);
      expect(second.invoices).toEqual([
        {
          id: expect.stringMatching(/^in_/),
          number: expect.stringMatching(/^FAKE-/),
          created: expect.any(Date),
          description: '1 × Plan',
          priceId: expect.stringMatching(/^price_/),
          amountCents: 21_989,
          currency: 'usd',
          status: 'paid',
          pdfUrl: expect.stringMatching(/^https:\/\/pay\.stripe\.test\/invoice\//),
          subscriptionId: expect.stringMatching(/^sub_/),
          periodStart: expect.any(Date),
          periodEnd: expect.any(Date),
          paidAt: expect.any(Date),
          amountRefundedCents: 0,
        },
      ]);
      expect(requestsTo('GET', '/v1/invoices').at(-1)?.body).toEqual({
        customer: customerId,
        limit: '10',
        starting_after: open.id,
        expand: ['data.payments'],
      });
    });

    it('reports what was refunded of each invoice, from one listing of the customer’s charges', async () => {
      const { customerId } = await subscribedCustomer();
      const [checkoutInvoice] = invoicesOf(customerId);
      const later = fake.addInvoice(customerId, { total: 5000 });
      const unpaid = fake.addInvoice(customerId, { status: 'open', total: 700, amount_paid: 0 });
      await stripe.refundInvoice({
        invoiceId: later.id,
        amountCents: 1200,
        reason: 'Goodwill',
        idempotencyKey: `refund-${later.id}`,
      });
      const chargeListings = requestsTo('GET', '/v1/charges').length;

      const { invoices } = await stripe.listInvoices({ customerId, limit: 10 });

      expect(invoices.map((i) => [i.id, i.amountRefundedCents, i.paidAt === null])).toEqual([
        [unpaid.id, 0, true],
        [later.id, 1200, false],
        [checkoutInvoice!.id, 0, false],
      ]);
      const listings = requestsTo('GET', '/v1/charges').slice(chargeListings);
      expect(listings).toHaveLength(1);
      expect(listings[0]?.body).toEqual({
        customer: customerId,
        created: { gte: String(checkoutInvoice!.created) },
        limit: '100',
      });
    });

    it('when no invoice on the page was paid, then it reads no charges', async () => {
      const customerId = await stripe.ensureCustomer({
        userId: ++userSequence,
        email: 'unpaid@example.com',
        name: null,
        existingCustomerId: null,
      });
      fake.addInvoice(customerId, { status: 'open', total: 700, amount_paid: 0 });
      const chargeListings = requestsTo('GET', '/v1/charges').length;

      const { invoices } = await stripe.listInvoices({ customerId, limit: 10 });

      expect(invoices).toEqual([expect.objectContaining({ status: 'open', paidAt: null, amountRefundedCents: 0 })]);
      expect(requestsTo('GET', '/v1/charges')).toHaveLength(chargeListings);
    });
  });

  describe('invoiceLinkIn', () => {
    it('is the invoice’s PDF as Stripe gives it, whose language is the customer’s', async () => {
      const { customerId } = await subscribedCustomer();
      const [invoice] = (await stripe.listInvoices({ customerId, limit: 1 })).invoices;

      expect(stripe.invoiceLinkIn(invoice!)).toBe(invoice!.pdfUrl);
      expect(invoice!.pdfUrl).toMatch(/^https:\/\/pay\.stripe\.test\/invoice\//);
    });
  });

  describe('retrieveInvoice', () => {
    it('maps the subscription, the service period of its line, when it was paid and nothing refunded', async () => {
      const { customerId, subscription, priceId } = await subscribedCustomer();
      const [invoice] = invoicesOf(customerId);
      const item = (subscription.items as { data: Record<string, number>[] }).data[0]!;

      expect(await stripe.retrieveInvoice(invoice!.id)).toEqual({
        id: invoice!.id,
        number: invoice!.number,
        created: new Date((invoice!.created as number) * 1000),
        description: '1 × Plan',
        // The price its line bills, which names the plan in the member's language.
        priceId,
        amountCents: 21_989,
        currency: 'usd',
        status: 'paid',
        pdfUrl: invoice!.invoice_pdf,
        subscriptionId: subscription.id,
        periodStart: new Date(item.current_period_start! * 1000),
        periodEnd: new Date(item.current_period_end! * 1000),
        paidAt: new Date((invoice!.created as number) * 1000),
        amountRefundedCents: 0,
      });
      expect(requestsTo('GET', `/v1/invoices/${invoice!.id}`).at(-1)?.body).toEqual({ expand: ['payments'] });
      expect(requestsTo('GET', '/v1/charges').at(-1)?.body).toEqual({
        payment_intent: fake.paymentOf(invoice!.id)?.paymentIntent.id,
        limit: '100',
      });
    });

    it('counts every refund of its payment, including ones made outside the app', async () => {
      const { customerId } = await subscribedCustomer();
      const [invoice] = invoicesOf(customerId);
      await stripe.refundInvoice({
        invoiceId: invoice!.id,
        amountCents: 989,
        reason: 'a',
        idempotencyKey: `k1-${invoice!.id}`,
      });
      // As a refund from the Stripe dashboard would leave it.
      const { charge } = fake.paymentOf(invoice!.id)!;
      charge.amount_refunded = (charge.amount_refunded as number) + 1000;

      expect(await stripe.retrieveInvoice(invoice!.id)).toMatchObject({ amountRefundedCents: 1989, status: 'paid' });
    });

    it('takes the period from the subscription line, not a proration, and the subscription from older API versions', async () => {
      const customerId = await stripe.ensureCustomer({
        userId: ++userSequence,
        email: 'prorated@example.com',
        name: null,
        existingCustomerId: null,
      });
      const line = (start: number, end: number, proration: boolean) => ({
        id: `il_${start}`,
        object: 'line_item',
        description: proration ? 'Unused time' : '1 × Plan',
        period: { start, end },
        parent: {
          type: 'subscription_item_details',
          subscription_item_details: { subscription: 'sub_old', subscription_item: 'si_1', proration },
        },
      });
      const invoice = fake.addInvoice(customerId, {
        subscription: 'sub_old',
        lines: {
          object: 'list',
          data: [line(1_700_000_000, 1_700_500_000, true), line(1_700_500_000, 1_731_000_000, false)],
          has_more: false,
        },
      });

      expect(await stripe.retrieveInvoice(invoice.id)).toMatchObject({
        subscriptionId: 'sub_old',
        periodStart: new Date(1_700_500_000 * 1000),
        periodEnd: new Date(1_731_000_000 * 1000),
      });
    });

    it('answers an open invoice as unpaid, and null for an invoice Stripe does not know', async () => {
      const customerId = await stripe.ensureCustomer({
        userId: ++userSequence,
        email: 'open-invoice@example.com',
        name: null,
        existingCustomerId: null,
      });
      const open = fake.addInvoice(customerId, {
        status: 'open',
        total: 2500,
        amount_paid: 0,
        lines: { object: 'list', data: [], has_more: false },
      });

      expect(await stripe.retrieveInvoice(open.id)).toMatchObject({
        status: 'open',
        amountCents: 2500,
        paidAt: null,
        periodStart: null,
        periodEnd: null,
        subscriptionId: null,
        amountRefundedCents: 0,
      });
      expect(await stripe.retrieveInvoice('in_missing')).toBeNull();
    });
  });

  describe('refundInvoice', () => {
    it('refunds the invoice’s payment intent in full, for the customer, with the reason and the invoice in metadata', async () => {
      const { customerId } = await subscribedCustomer();
      const [invoice] = invoicesOf(customerId);
      const { paymentIntent, charge } = fake.paymentOf(invoice!.id)!;

      const refund = await stripe.refundInvoice({
        invoiceId: invoice!.id,
        reason: 'Member asked within 30 days',
        idempotencyKey: `refund-full-${invoice!.id}`,
      });

      expect(refund).toEqual({
        id: expect.stringMatching(/^re_/),
        invoiceId: invoice!.id,
        amountCents: 21_989,
        currency: 'usd',
        status: 'succeeded',
      });
      expect(requestsTo('POST', '/v1/refunds').at(-1)).toMatchObject({
        idempotencyKey: `refund-full-${invoice!.id}`,
        body: {
          payment_intent: paymentIntent.id,
          reason: 'requested_by_customer',
          metadata: { invoice_id: invoice!.id, reason: 'Member asked within 30 days' },
        },
      });
      expect(requestsTo('POST', '/v1/refunds').at(-1)?.body).not.toHaveProperty('amount');
      expect(charge).toMatchObject({ amount_refunded: 21_989, refunded: true });
      expect(await stripe.retrieveInvoice(invoice!.id)).toMatchObject({ amountRefundedCents: 21_989 });
    });

    it('refunds part of it, and a retry with the same key answers the same refund without paying back twice', async () => {
      const { customerId } = await subscribedCustomer();
      const [invoice] = invoicesOf(customerId);
      const input = {
        invoiceId: invoice!.id,
        amountCents: 5000,
        reason: 'Partial',
        idempotencyKey: `refund-${invoice!.id}`,
      };

      const first = await stripe.refundInvoice(input);
      const again = await stripe.refundInvoice(input);

      expect(again).toEqual(first);
      expect(first.amountCents).toBe(5000);
      expect(requestsTo('POST', '/v1/refunds').at(-1)?.body).toMatchObject({ amount: '5000' });
      expect(
        [...fake.state.refunds.values()].filter(
          (r) => r.metadata && (r.metadata as Record<string, string>).invoice_id === invoice!.id,
        ),
      ).toHaveLength(1);
      expect(fake.paymentOf(invoice!.id)?.charge.amount_refunded).toBe(5000);
    });

    it('when the same key comes with another amount, then Stripe refuses it as "invalid_request"', async () => {
      const { customerId } = await subscribedCustomer();
      const [invoice] = invoicesOf(customerId);
      const key = `refund-changed-${invoice!.id}`;
      await stripe.refundInvoice({ invoiceId: invoice!.id, amountCents: 100, reason: 'x', idempotencyKey: key });

      await expect(
        stripe.refundInvoice({ invoiceId: invoice!.id, amountCents: 200, reason: 'x', idempotencyKey: key }),
      ).rejects.toMatchObject({ kind: 'invalid_request' });
      expect(fake.paymentOf(invoice!.id)?.charge.amount_refunded).toBe(100);
    });

    it('when more than is left is asked, or all was already refunded, then it is "invalid_request"', async () => {
      const { customerId } = await subscribedCustomer();
      const [invoice] = invoicesOf(customerId);
      await stripe.refundInvoice({
        invoiceId: invoice!.id,
        amountCents: 20_000,
        reason: 'x',
        idempotencyKey: `a-${invoice!.id}`,
      });

      const over = await stripe
        .refundInvoice({ invoiceId: invoice!.id, amountCents: 2000, reason: 'x', idempotencyKey: `b-${invoice!.id}` })
        .catch((error: unknown) => error);
      expect(over).toBeInstanceOf(PaymentProviderError);
      expect(over).toMatchObject({ kind: 'invalid_request' });

      await stripe.refundInvoice({ invoiceId: invoice!.id, reason: 'rest', idempotencyKey: `c-${invoice!.id}` });
      expect(fake.paymentOf(invoice!.id)?.charge.amount_refunded).toBe(21_989);
      await expect(
        stripe.refundInvoice({ invoiceId: invoice!.id, reason: 'again', idempotencyKey: `d-${invoice!.id}` }),
      ).rejects.toMatchObject({ kind: 'invalid_request' });
    });

    it('refuses a non-positive or fractional amount before calling Stripe', async () => {
      const before = fake.requests.length;
      for (const amountCents of [0, -5, 10.5]) {
        await expect(
          stripe.refundInvoice({ invoiceId: 'in_any', amountCents, reason: 'x', idempotencyKey: 'k' }),
        ).rejects.toMatchObject({ kind: 'invalid_request' });
      }
      expect(fake.requests).toHaveLength(before);
    });

    it('when the invoice is unknown it is "not_found", and when nothing paid it "invalid_request", with no refund asked', async () => {
      const customerId = await stripe.ensureCustomer({
        userId: ++userSequence,
        email: 'unpaid-refund@example.com',
        name: null,
        existingCustomerId: null,
      });
      const open = fake.addInvoice(customerId, { status: 'open', total: 700, amount_paid: 0 });
      const refunds = requestsTo('POST', '/v1/refunds').length;

      await expect(
        stripe.refundInvoice({ invoiceId: 'in_missing', reason: 'x', idempotencyKey: 'missing' }),
      ).rejects.toMatchObject({ kind: 'not_found' });
      await expect(
        stripe.refundInvoice({ invoiceId: open.id, reason: 'x', idempotencyKey: `open-${open.id}` }),
      ).rejects.toMatchObject({ kind: 'invalid_request' });
      expect(requestsTo('POST', '/v1/refunds')).toHaveLength(refunds);
    });

    it('when Stripe does not answer, then it is "unavailable" and nothing is refunded', async () => {
      const { customerId } = await subscribedCustomer();
      const [invoice] = invoicesOf(customerId);
      fake.failNext('POST', '/v1/refunds');

      await expect(
        stripe.refundInvoice({ invoiceId: invoice!.id, reason: 'x', idempotencyKey: `down-${invoice!.id}` }),
      ).rejects.toMatchObject({ kind: 'unavailable' });
      expect(fake.paymentOf(invoice!.id)?.charge.amount_refunded).toBe(0);
    });
  });

  describe('setCancelAtPeriodEnd', () => {
    it('asks for the end at the period end, then takes it back', async () => {
      const { subscription } = await subscribedCustomer();
      const periodEnd = (subscription.items as { data: Record<string, number>[] }).data[0]!.current_period_end!;

      expect(await stripe.setCancelAtPeriodEnd(subscription.id, true)).toMatchObject({
        id: subscription.id,
        status: 'active',
        cancelAtPeriodEnd: true,
        cancelAt: new Date(periodEnd * 1000),
      });
      expect(requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.body).toEqual({
        cancel_at_period_end: 'true',
      });

      expect(await stripe.setCancelAtPeriodEnd(subscription.id, false)).toMatchObject({
        cancelAtPeriodEnd: false,
        cancelAt: null,
      });
      expect(requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.body).toEqual({
        cancel_at_period_end: 'false',
      });
    });

    it('when it is already as asked, then it changes nothing at Stripe', async () => {
      const { subscription } = await subscribedCustomer();
      await stripe.setCancelAtPeriodEnd(subscription.id, true);
      const updates = requestsTo('POST', `/v1/subscriptions/${subscription.id}`).length;

      expect(await stripe.setCancelAtPeriodEnd(subscription.id, true)).toMatchObject({ cancelAtPeriodEnd: true });
      await stripe.setCancelAtPeriodEnd(subscription.id, false);
      expect(await stripe.setCancelAtPeriodEnd(subscription.id, false)).toMatchObject({ cancelAtPeriodEnd: false });
      expect(requestsTo('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(updates + 1);
    });

    it('keeping the membership also clears an end date set some other way', async () => {
      const { subscription } = await subscribedCustomer();
      fake.setSubscription(subscription.id, { cancel_at: 1_900_000_000, cancel_at_period_end: false });

      expect(await stripe.setCancelAtPeriodEnd(subscription.id, false)).toMatchObject({ cancelAt: null });
      expect(requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.body).toEqual({ cancel_at: '' });
    });

    it('answers an ended subscription as it is without updating it, and null for an unknown one', async () => {
      const { subscription } = await subscribedCustomer();
      fake.setSubscription(subscription.id, { status: 'canceled', canceled_at: 1_700_000_000 });

      expect(await stripe.setCancelAtPeriodEnd(subscription.id, false)).toMatchObject({
        status: 'canceled',
        canceledAt: new Date(1_700_000_000 * 1000),
      });
      expect(requestsTo('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(0);
      expect(await stripe.setCancelAtPeriodEnd('sub_missing', true)).toBeNull();
      expect(requestsTo('POST', '/v1/subscriptions/sub_missing')).toHaveLength(0);
    });

    it('when Stripe does not answer the update, then it is "unavailable"', async () => {
      const { subscription } = await subscribedCustomer();
      fake.failNext('POST', `/v1/subscriptions/${subscription.id}`);

      await expect(stripe.setCancelAtPeriodEnd(subscription.id, true)).rejects.toMatchObject({ kind: 'unavailable' });
      expect(fake.state.subscriptions.get(subscription.id)).toMatchObject({ cancel_at_period_end: false });
    });
  });

  describe('changePriceAtRenewal', () => {
    it('moves the item to the new price without prorating or moving the billing day', async () => {
      const { subscription } = await subscribedCustomer();
      const item = (subscription.items as { data: Record<string, unknown>[] }).data[0]!;
      const raised = await stripe.ensurePrice(familyYear({ amountCents: 23_989 }));

      const changed = await stripe.changePriceAtRenewal(subscription.id, raised);

      expect(changed).toMatchObject({
        priceId: raised,
        amountCents: 23_989,
        interval: 'year',
        status: 'active',
        currentPeriodEnd: new Date((item.current_period_end as number) * 1000),
      });
      expect(requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.body).toEqual({
        items: [{ id: item.id, price: raised }],
        proration_behavior: 'none',
        billing_cycle_anchor: { type: 'unchanged' },
      });
    });

    it('when it is already on that price, then it changes nothing', async () => {
      const { subscription, priceId } = await subscribedCustomer();

      expect(await stripe.changePriceAtRenewal(subscription.id, priceId)).toMatchObject({ priceId });
      expect(requestsTo('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(0);
    });

    it('refuses a price on another interval (it would charge at once), and leaves the subscription', async () => {
      const { subscription, priceId } = await subscribedCustomer();
      const monthly = await stripe.ensurePrice(familyYear({ interval: 'month', amountCents: 1999 }));

      await expect(stripe.changePriceAtRenewal(subscription.id, monthly)).rejects.toMatchObject({
        kind: 'invalid_request',
      });
      expect(requestsTo('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(0);
      expect(await stripe.retrieveSubscription(subscription.id)).toMatchObject({ priceId });
    });

    it('answers an ended subscription as it is, null for an unknown one, and not_found for an unknown price', async () => {
      const ended = await subscribedCustomer();
      fake.setSubscription(ended.subscription.id, { status: 'canceled', canceled_at: 1_700_000_000 });
      const running = await subscribedCustomer();
      const raised = await stripe.ensurePrice(familyYear({ amountCents: 25_000 }));

      expect(await stripe.changePriceAtRenewal(ended.subscription.id, raised)).toMatchObject({
        status: 'canceled',
        priceId: ended.priceId,
      });
      expect(await stripe.changePriceAtRenewal('sub_missing', raised)).toBeNull();
      await expect(stripe.changePriceAtRenewal(running.subscription.id, 'price_missing')).rejects.toMatchObject({
        kind: 'not_found',
      });
      expect(requestsTo('POST', `/v1/subscriptions/${ended.subscription.id}`)).toHaveLength(0);
      expect(requestsTo('POST', `/v1/subscriptions/${running.subscription.id}`)).toHaveLength(0);
    });
  });

  describe('getBillingDetails', () => {
    it('uses the default payment method (expanded) and the customer’s address', async () => {
      const { customerId } = await subscribedCustomer();
      fake.attachCard(
        customerId,
        { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 },
        { asDefault: true },
      );
      fake.setCustomer(customerId, {
        address: { line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
      });

      expect(await stripe.getBillingDetails(customerId)).toEqual({
        paymentMethod: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
        billingAddress: {
          line1: '1 Main St',
          line2: null,
          city: 'Austin',
          state: 'TX',
          postalCode: '78701',
          country: 'US',
        },
      });
      expect(requestsTo('GET', `/v1/customers/${customerId}`).at(-1)?.body).toEqual({
        expand: ['invoice_settings.default_payment_method'],
      });
    });

    it('falls back to the card attached at checkout when no default is set', async () => {
      const { customerId } = await subscribedCustomer();

      expect(await stripe.getBillingDetails(customerId)).toEqual({
        paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
        billingAddress: null,
      });
      expect(requestsTo('GET', '/v1/payment_methods').at(-1)?.body).toEqual({
        customer: customerId,
        type: 'card',
        limit: '1',
      });
    });

    it('reports no card for a customer without one, and not_found for an unknown customer', async () => {
      const customerId = await stripe.ensureCustomer({
        userId: 999,
        email: 'nocard@example.com',
        name: null,
        existingCustomerId: null,
      });
      expect(await stripe.getBillingDetails(customerId)).toEqual({ paymentMethod: null, billingAddress: null });
      await expect(stripe.getBillingDetails('cus_unknown')).rejects.toMatchObject({ kind: 'not_found' });
    });
  });

  describe('verifyWebhook', () => {
    const raw = (payload: string) => Buffer.from(payload, 'utf8');

    it('returns the ids of a subscription event', () => {
      const delivery = fake.signedEvent({
        type: 'customer.subscription.updated',
        object: { id: 'sub_123', object: 'subscription', customer: 'cus_123', status: 'active' },
      });
      expect(stripe.verifyWebhook(raw(delivery.payload), delivery.signature)).toEqual({
        id: delivery.id,
        type: 'customer.subscription.updated',
        subscriptionId: 'sub_123',
        checkoutSessionId: null,
        customerId: 'cus_123',
        invoiceId: null,
      });
    });

    it('names the invoice of invoice.paid and invoice.payment_failed', () => {
      const paid = fake.signedEvent({
        type: 'invoice.paid',
        object: {
          id: 'in_paid',
          object: 'invoice',
          customer: 'cus_1',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
        },
      });
      const failed = fake.signedEvent({
        type: 'invoice.payment_failed',
        object: { id: 'in_failed', object: 'invoice', customer: 'cus_2', subscription: 'sub_2' },
      });

      expect(stripe.verifyWebhook(raw(paid.payload), paid.signature)).toEqual({
        id: paid.id,
        type: 'invoice.paid',
        subscriptionId: 'sub_1',
        checkoutSessionId: null,
        customerId: 'cus_1',
        invoiceId: 'in_paid',
      });
      expect(stripe.verifyWebhook(raw(failed.payload), failed.signature)).toMatchObject({
        subscriptionId: 'sub_2',
        customerId: 'cus_2',
        invoiceId: 'in_failed',
      });
    });

    it('names the invoice of a refund when the object says it, and always the customer', () => {
      const charge = { object: 'charge', customer: 'cus_r', payment_intent: 'pi_1', amount_refunded: 500 };
      const current = fake.signedEvent({ type: 'charge.refunded', object: { id: 'ch_new', ...charge } });
      const legacy = fake.signedEvent({
        type: 'charge.refunded',
        object: { id: 'ch_old', ...charge, invoice: 'in_old' },
      });
      const ours = fake.signedEvent({
        type: 'refund.created',
        object: { id: 're_1', object: 'refund', customer: 'cus_r', metadata: { invoice_id: 'in_ours', reason: 'x' } },
      });
      const dashboard = fake.signedEvent({
        type: 'refund.updated',
        object: { id: 're_2', object: 'refund', customer: 'cus_r', metadata: {} },
      });
      const payment = fake.signedEvent({
        type: 'invoice_payment.paid',
        object: { id: 'inpay_1', object: 'invoice_payment', invoice: 'in_pay' },
      });

      const read = (delivery: { payload: string; signature: string }) =>
        stripe.verifyWebhook(raw(delivery.payload), delivery.signature);
      expect(read(current)).toMatchObject({
        type: 'charge.refunded',
        customerId: 'cus_r',
        invoiceId: null,
        subscriptionId: null,
      });
      expect(read(legacy)).toMatchObject({ customerId: 'cus_r', invoiceId: 'in_old' });
      expect(read(ours)).toMatchObject({ type: 'refund.created', customerId: 'cus_r', invoiceId: 'in_ours' });
      expect(read(dashboard)).toMatchObject({ customerId: 'cus_r', invoiceId: null });
      expect(read(payment)).toMatchObject({ invoiceId: 'in_pay', customerId: null });
    });

    it('finds an invoice’s subscription under parent.subscription_details, or on older API versions on the invoice', () => {
      const current = fake.signedEvent({
        type: 'invoice.paid',
        object: {
          id: 'in_1',
          object: 'invoice',
          customer: 'cus_1',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_new' } },
        },
      });
      const legacy = fake.signedEvent({
        type: 'invoice.payment_failed',
        object: { id: 'in_2', object: 'invoice', customer: 'cus_2', subscription: 'sub_old' },
      });
      expect(stripe.verifyWebhook(raw(current.payload), current.signature).subscriptionId).toBe('sub_new');
      expect(stripe.verifyWebhook(raw(legacy.payload), legacy.signature).subscriptionId).toBe('sub_old');
    });

    it('returns the checkout session of a checkout event', () => {
      const delivery = fake.signedEvent({
        type: 'checkout.session.completed',
        object: { id: 'cs_test_1', object: 'checkout.session', customer: 'cus_9', subscription: 'sub_9' },
      });
      expect(stripe.verifyWebhook(raw(delivery.payload), delivery.signature)).toMatchObject({
        checkoutSessionId: 'cs_test_1',
        subscriptionId: null,
        customerId: 'cus_9',
      });
    });

    it('rejects a wrong secret, a tampered body, a stale timestamp and a missing header', () => {
      const object = { id: 'sub_1', object: 'subscription', customer: 'cus_1' };
      const wrongSecret = fake.signedEvent({ type: 'customer.subscription.updated', object, secret: 'whsec_other' });
      const good = fake.signedEvent({ type: 'customer.subscription.updated', object });
      const stale = fake.signedEvent({
        type: 'customer.subscription.updated',
        object,
        timestamp: Math.floor(Date.now() / 1000) - 301,
      });
      const attempts: [string, string | undefined][] = [
        [wrongSecret.payload, wrongSecret.signature],
        [good.payload.replace('sub_1', 'sub_2'), good.signature],
        [stale.payload, stale.signature],
        [good.payload, undefined],
      ];
      for (const [payload, signature] of attempts) {
        expect(() => stripe.verifyWebhook(raw(payload), signature)).toThrow(
          expect.objectContaining({ kind: 'signature', message: 'Invalid webhook signature' }),
        );
      }
    });
  });

  describe('failures', () => {
    it('when Stripe cannot be reached, then it is "unavailable"', async () => {
      const closed = await startFakeStripe();
      await closed.close();
      const unreachable = providerFor(closed.port);

      const error = await unreachable.retrieveSubscription('sub_1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(error).toMatchObject({ kind: 'unavailable' });
    });

    it('when Stripe answers a 5xx, then it is "unavailable", and a re-read does not pretend the object is gone', async () => {
      fake.setOutage(true);
      try {
        await expect(stripe.retrieveSubscription('sub_any')).rejects.toMatchObject({ kind: 'unavailable' });
        await expect(stripe.listInvoices({ customerId: 'cus_any', limit: 10 })).rejects.toMatchObject({
          kind: 'unavailable',
        });
      } finally {
        fake.setOutage(false);
      }
    });

    it('when Stripe refuses the request, then it is "invalid_request" and the message never holds the key', async () => {
      const wrongKey = 'rk_live_should_never_be_logged';
      const misconfigured = providerFor(fake.port, wrongKey);

      const error = await misconfigured
        .createPortalSession({ customerId: 'cus_1', returnUrl: 'https://x.test' })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'invalid_request' });
      expect(String((error as Error).message)).not.toContain(wrongKey);
      expect(JSON.stringify(misconfigured)).not.toContain(wrongKey);
    });
  });
});
