import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPortalSessions,
  sandboxPrices,
  sandboxSubscriptions,
} from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { PaymentProviderError, type ProviderEvent } from '../payment-provider';
import { SandboxPaymentProvider } from './sandbox-payment-provider';

const APP_URL = 'http://localhost:3000';
const DAY = 86_400_000;
const VISA = '4242 4242 4242 4242';
const DECLINED = '4000-0000-0000-0002';

describe('SandboxPaymentProvider', () => {
  let database: TestDatabase;
  let clock: Date;
  let events: ProviderEvent[];
  let sandbox: SandboxPaymentProvider;
  let sequence = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  beforeEach(() => {
    clock = new Date('2026-01-31T12:00:00Z');
    events = [];
    sandbox = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, now: () => clock });
    sandbox.setEventListener(async (event) => {
      events.push(event);
    });
  });

  /** A customer with an open checkout for a fresh price. */
  async function openCheckout(options: { trialDays?: number; interval?: 'month' | 'year'; amountCents?: number } = {}) {
    sequence++;
    const priceId = await sandbox.ensurePrice({
      lookupKey: `test_family_${sequence}`,
      productName: 'Family',
      amountCents: options.amountCents ?? 2499,
      currency: 'usd',
      interval: options.interval ?? 'month',
    });
    const customerId = await sandbox.ensureCustomer({
      userId: sequence,
      email: `member${sequence}@example.com`,
      name: 'Member',
      existingCustomerId: null,
    });
    const session = await sandbox.createCheckoutSession({
      customerId,
      userId: sequence,
      priceId,
      trialDays: options.trialDays ?? 0,
      successUrl: `${APP_URL}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${APP_URL}/register?step=plans`,
      idempotencyKey: `checkout-${sequence}`,
    });
    return { priceId, customerId, sessionId: session.id, url: session.url };
  }

  async function subscriptionsOf(customerId: string) {
    return database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.customerId, customerId));
  }

  describe('prices and customers', () => {
    it('when a price is ensured twice with one lookup key, then one price exists and keeps its id', async () => {
      const price = { lookupKey: 'arx_individual_month', productName: 'Individual', currency: 'usd' } as const;
      const first = await sandbox.ensurePrice({ ...price, amountCents: 999, interval: 'month' });
      const second = await sandbox.ensurePrice({ ...price, amountCents: 1099, interval: 'month' });

      expect(first).toMatch(/^price_sbx_[0-9a-f]{32}$/);
      expect(second).toBe(first);
      const rows = await database.db.select().from(sandboxPrices).where(eq(sandboxPrices.lookupKey, price.lookupKey));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.amountCents).toBe(1099);
    });

    it('when the user already has a sandbox customer, then it is reused; otherwise one is created', async () => {
      const input = { userId: 1, email: 'ann@example.com', name: 'Ann', existingCustomerId: null };
      const created = await sandbox.ensureCustomer(input);
      const reused = await sandbox.ensureCustomer({ ...input, existingCustomerId: created });
      const replaced = await sandbox.ensureCustomer({ ...input, existingCustomerId: 'cus_from_another_provider' });

      expect(created).toMatch(/^cus_sbx_[0-9a-f]{32}$/);
      expect(reused).toBe(created);
      expect(replaced).not.toBe(created);
      const [row] = await database.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, created));
      expect(row).toMatchObject({ email: 'ann@example.com', name: 'Ann', cardLast4: null });
    });
  });

  describe('checkout sessions', () => {
    it('when a session is created twice with one idempotency key, then the same session comes back', async () => {
      const { priceId, customerId, sessionId, url } = await openCheckout();
      const again = await sandbox.createCheckoutSession({
        customerId,
        userId: sequence,
        priceId,
        trialDays: 0,
        successUrl: `${APP_URL}/billing/success`,
        cancelUrl: `${APP_URL}/register`,
        idempotencyKey: `checkout-${sequence}`,
      });

      expect(sessionId).toMatch(/^cs_sbx_[0-9a-f]{32}$/);
      expect(url).toBe(`${APP_URL}/api/v1/sandbox/checkout/${sessionId}`);
      expect(again).toEqual({ id: sessionId, url });
      const [row] = await database.db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, sessionId));
      expect(row).toMatchObject({ status: 'open', paymentStatus: 'unpaid', amountCents: 2499, clientReferenceId: '1' });
      expect(row!.expiresAt.getTime() - clock.getTime()).toBe(DAY);
    });

    it('when an idempotency key is reused for another price, or the price is unknown, then it is refused', async () => {
      const { customerId } = await openCheckout();
      const base = {
        customerId,
        userId: sequence,
        trialDays: 0,
        successUrl: `${APP_URL}/ok`,
        cancelUrl: `${APP_URL}/back`,
      };
      const otherPrice = await sandbox.ensurePrice({
        lookupKey: 'other',
        productName: 'Individual',
        amountCents: 999,
        currency: 'usd',
        interval: 'month',
      });

      await expect(
        sandbox.createCheckoutSession({ ...base, priceId: otherPrice, idempotencyKey: `checkout-${sequence}` }),
      ).rejects.toMatchObject({ kind: 'invalid_request' });
      await expect(
        sandbox.createCheckoutSession({ ...base, priceId: 'price_sbx_missing', idempotencyKey: 'fresh-key' }),
      ).rejects.toMatchObject({ kind: 'invalid_request' });
    });

    it('when a session is not paid within 24 hours, then it reads as expired and cannot be paid', async () => {
      const { sessionId, customerId } = await openCheckout();
      clock = new Date(clock.getTime() + DAY + 1);

      expect(await sandbox.retrieveCheckoutSession(sessionId)).toMatchObject({ status: 'expired' });
      const result = await sandbox.pay(sessionId, VISA);

      expect(result).toMatchObject({ ok: false, reason: 'expired' });
      expect(await subscriptionsOf(customerId)).toEqual([]);
      expect(events).toEqual([]);
    });

    it('when an unknown session is retrieved, then null comes back', async () => {
      expect(await sandbox.retrieveCheckoutSession('cs_sbx_nope')).toBeNull();
      expect(await sandbox.retrieveSubscription('sub_sbx_nope')).toBeNull();
    });
  });

  describe('paying', () => {
    it('when 4242 4242 4242 4242 pays, then an active subscription, a paid invoice and the card on file exist', async () => {
      const { sessionId, customerId, priceId } = await openCheckout();

      const result = await sandbox.pay(sessionId, VISA);

      expect(result).toMatchObject({ ok: true, redirectUrl: `${APP_URL}/billing/success?session_id=${sessionId}` });
      const [sub] = await subscriptionsOf(customerId);
      expect(sub!.id).toMatch(/^sub_sbx_[0-9a-f]{32}$/);
      expect(await sandbox.retrieveSubscription(sub!.id)).toEqual({
        id: sub!.id,
        customerId,
        status: 'active',
        priceId,
        interval: 'month',
        amountCents: 2499,
        currency: 'usd',
        // Jan 31 + 1 month ends on the last day of February.
        currentPeriodEnd: new Date('2026-02-28T12:00:00Z'),
        trialEnd: null,
        cancelAtPeriodEnd: false,
        cancelAt: null,
        canceledAt: null,
      });
      expect(await sandbox.retrieveCheckoutSession(sessionId)).toEqual({
        id: sessionId,
        clientReferenceId: String(sequence),
        customerId,
        status: 'complete',
        paymentStatus: 'paid',
        subscriptionId: sub!.id,
      });
      const invoices = await database.db
        .select()
        .from(sandboxInvoices)
        .where(eq(sandboxInvoices.customerId, customerId));
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({
        subscriptionId: sub!.id,
        amountCents: 2499,
        status: 'paid',
        description: 'Family plan (monthly)',
      });
      expect(invoices[0]!.number).toMatch(/^SBX-\d{6}$/);
      expect(await sandbox.getBillingDetails(customerId)).toEqual({
        paymentMethod: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2028 },
        billingAddress: null,
      });
    });

    it('when a price is bought with a free trial, then the subscription is trialing and the invoice is $0', async () => {
      const { sessionId, customerId } = await openCheckout({ trialDays: 7, interval: 'year', amountCents: 27489 });

      await sandbox.pay(sessionId, '4242424242424242');

      const [sub] = await subscriptionsOf(customerId);
      const trialEnd = new Date(clock.getTime() + 7 * DAY);
      expect(await sandbox.retrieveSubscription(sub!.id)).toMatchObject({
        status: 'trialing',
        trialEnd,
        currentPeriodEnd: trialEnd,
        interval: 'year',
      });
      expect(await sandbox.retrieveCheckoutSession(sessionId)).toMatchObject({
        status: 'complete',
        paymentStatus: 'no_payment_required',
      });
      const [invoice] = await database.db
        .select()
        .from(sandboxInvoices)
        .where(eq(sandboxInvoices.customerId, customerId));
      expect(invoice).toMatchObject({ amountCents: 0, description: 'Family plan (yearly): free trial' });

      // After the trial the card on file pays: active for a year from the trial's end.
      clock = new Date(trialEnd.getTime() + 1000);
      expect(await sandbox.retrieveSubscription(sub!.id)).toMatchObject({
        status: 'active',
        currentPeriodEnd: new Date('2027-02-07T12:00:00Z'),
      });
    });

    it('when 4000 0000 0000 0002 pays, then it is declined and nothing is charged or created', async () => {
      const { sessionId, customerId } = await openCheckout();

      const result = await sandbox.pay(sessionId, DECLINED);

      expect(result).toEqual({ ok: false, reason: 'declined', message: 'Your card was declined.' });
      expect(await subscriptionsOf(customerId)).toEqual([]);
      expect(
        await database.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.customerId, customerId)),
      ).toEqual([]);
      expect(await sandbox.retrieveCheckoutSession(sessionId)).toMatchObject({
        status: 'open',
        paymentStatus: 'unpaid',
      });
      expect((await sandbox.getBillingDetails(customerId)).paymentMethod).toBeNull();
      expect(events).toEqual([]);
    });

    it('when any other number is entered, then the card number is incorrect', async () => {
      const { sessionId } = await openCheckout();

      expect(await sandbox.pay(sessionId, '4242 4242 4242 4241')).toMatchObject({
        ok: false,
        message: 'Your card number is incorrect.',
      });
      expect(await sandbox.pay(sessionId, '')).toMatchObject({ ok: false, reason: 'incorrect_number' });
    });

    it('when a paid session is paid again, then it is refused and one subscription exists', async () => {
      const { sessionId, customerId } = await openCheckout();
      await sandbox.pay(sessionId, VISA);

      const again = await sandbox.pay(sessionId, VISA);

      expect(again).toEqual({ ok: false, reason: 'complete', message: 'This checkout has already been paid.' });
      expect(await subscriptionsOf(customerId)).toHaveLength(1);
      expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    });

    it('when two payments race on one session, then only one subscription is created', async () => {
      const { sessionId, customerId } = await openCheckout();

      const results = await Promise.all([sandbox.pay(sessionId, VISA), sandbox.pay(sessionId, VISA)]);

      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await subscriptionsOf(customerId)).toHaveLength(1);
    });

    it('when a session is paid, then the listener hears checkout.session.completed, then invoice.paid, with their ids', async () => {
      const { sessionId, customerId } = await openCheckout();

      await sandbox.pay(sessionId, VISA);

      const [sub] = await subscriptionsOf(customerId);
      const [invoice] = await database.db
        .select()
        .from(sandboxInvoices)
        .where(eq(sandboxInvoices.customerId, customerId));
      expect(events).toEqual([
        {
          id: expect.stringMatching(/^evt_sbx_[0-9a-f]{32}$/),
          type: 'checkout.session.completed',
          subscriptionId: sub!.id,
          checkoutSessionId: sessionId,
          customerId,
        },
        {
          id: expect.stringMatching(/^evt_sbx_[0-9a-f]{32}$/),
          type: 'invoice.paid',
          subscriptionId: sub!.id,
          checkoutSessionId: null,
          customerId,
          invoiceId: invoice!.id,
        },
      ]);
    });

    it('when the listener fails, then the payment still stands and the warning carries no card data', async () => {
      const warn = vi.fn();
      const failing = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, now: () => clock, warn });
      failing.setEventListener(async () => {
        throw new Error('database unavailable');
      });
      const { sessionId, customerId } = await openCheckout();

      const result = await failing.pay(sessionId, VISA);

      expect(result.ok).toBe(true);
      expect(await subscriptionsOf(customerId)).toHaveLength(1);
      // Once per event: checkout.session.completed, then invoice.paid.
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls[0]![0]).toContain('checkout.session.completed');
      expect(warn.mock.calls.join(' ')).not.toContain('4242');
    });
  });

  describe('subscriptions and invoices', () => {
    it('when a customer has several subscriptions, then they are listed newest first', async () => {
      const first = await openCheckout();
      await sandbox.pay(first.sessionId, VISA);
      clock = new Date(clock.getTime() + 1000);
      const session = await sandbox.createCheckoutSession({
        customerId: first.customerId,
        userId: sequence,
        priceId: first.priceId,
        trialDays: 0,
        successUrl: `${APP_URL}/ok`,
        cancelUrl: `${APP_URL}/back`,
        idempotencyKey: `second-${sequence}`,
      });
      await sandbox.pay(session.id, VISA);

      const listed = await sandbox.listSubscriptions(first.customerId);

      const newest = (await sandbox.retrieveCheckoutSession(session.id))!.subscriptionId;
      expect(listed.map((s) => s.id)).toEqual([
        newest,
        (await sandbox.retrieveCheckoutSession(first.sessionId))!.subscriptionId,
      ]);
    });

    it('when a customer has 12 invoices, then they page 10 at a time, newest first, after an invoice id', async () => {
      const { customerId, priceId } = await openCheckout();
      for (let i = 0; i < 12; i++) {
        clock = new Date(clock.getTime() + 60_000);
        const session = await sandbox.createCheckoutSession({
          customerId,
          userId: sequence,
          priceId,
          trialDays: 0,
          successUrl: `${APP_URL}/ok`,
          cancelUrl: `${APP_URL}/back`,
          idempotencyKey: `paging-${i}`,
        });
        await sandbox.pay(session.id, VISA);
      }
      const someoneElse = await openCheckout();
      await sandbox.pay(someoneElse.sessionId, VISA);

      const first = await sandbox.listInvoices({ customerId, limit: 10 });
      const second = await sandbox.listInvoices({ customerId, limit: 10, startingAfter: first.invoices.at(-1)!.id });

      expect(first.invoices).toHaveLength(10);
      expect(first.hasMore).toBe(true);
      expect(second.invoices).toHaveLength(2);
      expect(second.hasMore).toBe(false);
      const all = [...first.invoices, ...second.invoices];
      expect(new Set(all.map((i) => i.id)).size).toBe(12);
      const times = all.map((i) => i.created.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(all[0]).toMatchObject({
        status: 'paid',
        amountCents: 2499,
        currency: 'usd',
        pdfUrl: `${APP_URL}/api/v1/sandbox/invoices/${all[0]!.id}/pdf`,
      });
      await expect(
        sandbox.listInvoices({ customerId, limit: 10, startingAfter: 'in_sbx_nope' }),
      ).rejects.toBeInstanceOf(PaymentProviderError);
    });
  });

  describe('deleting a customer', () => {
    it('when a customer is deleted, then it and everything under it are gone, other customers keep theirs, and a second delete is done too', async () => {
      const mine = await openCheckout();
      await sandbox.pay(mine.sessionId, VISA);
      await sandbox.createPortalSession({ customerId: mine.customerId, returnUrl: `${APP_URL}/billing` });
      const theirs = await openCheckout();
      await sandbox.pay(theirs.sessionId, VISA);
      const rowsOf = async (customerId: string) => ({
        customers: await database.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId)),
        sessions: await database.db
          .select()
          .from(sandboxCheckoutSessions)
          .where(eq(sandboxCheckoutSessions.customerId, customerId)),
        portals: await database.db
          .select()
          .from(sandboxPortalSessions)
          .where(eq(sandboxPortalSessions.customerId, customerId)),
        subscriptions: await subscriptionsOf(customerId),
        invoices: await database.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.customerId, customerId)),
      });
      const theirsBefore = await rowsOf(theirs.customerId);
      expect(Object.values(await rowsOf(mine.customerId)).map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1]);

      await sandbox.deleteCustomer(mine.customerId);
      await sandbox.deleteCustomer(mine.customerId);

      expect(await rowsOf(mine.customerId)).toEqual({
        customers: [],
        sessions: [],
        portals: [],
        subscriptions: [],
        invoices: [],
      });
      expect(await rowsOf(theirs.customerId)).toEqual(theirsBefore);
      await expect(sandbox.getBillingDetails(mine.customerId)).rejects.toMatchObject({ kind: 'not_found' });
    });
  });

  describe('billing portal', () => {
    it('when the member cancels in the portal, then it ends at the period end and the app hears about it', async () => {
      const { sessionId, customerId } = await openCheckout();
      await sandbox.pay(sessionId, VISA);
      const [sub] = await subscriptionsOf(customerId);
      const { url } = await sandbox.createPortalSession({ customerId, returnUrl: `${APP_URL}/billing` });
      const portalId = url.split('/').at(-1)!;
      expect(url).toBe(`${APP_URL}/api/v1/sandbox/portal/${portalId}`);
      events = [];

      expect(await sandbox.cancelFromPortal(portalId, sub!.id)).toBe('canceled');

      const periodEnd = new Date('2026-02-28T12:00:00Z');
      expect(await sandbox.retrieveSubscription(sub!.id)).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: true,
        cancelAt: periodEnd,
        canceledAt: clock,
        currentPeriodEnd: periodEnd,
      });
      expect(events).toEqual([
        expect.objectContaining({ type: 'customer.subscription.updated', subscriptionId: sub!.id, customerId }),
      ]);

      // Cancelling again changes nothing and tells nobody.
      expect(await sandbox.cancelFromPortal(portalId, sub!.id)).toBe('canceled');
      expect(events).toHaveLength(1);

      clock = new Date(periodEnd.getTime() + 1);
      expect(await sandbox.retrieveSubscription(sub!.id)).toMatchObject({ status: 'canceled' });
    });

    it("when a portal link is over an hour old or names another customer's subscription, then nothing changes", async () => {
      const mine = await openCheckout();
      const theirs = await openCheckout();
      await sandbox.pay(mine.sessionId, VISA);
      await sandbox.pay(theirs.sessionId, VISA);
      const [theirSub] = await subscriptionsOf(theirs.customerId);
      const [mySub] = await subscriptionsOf(mine.customerId);
      const { url } = await sandbox.createPortalSession({
        customerId: mine.customerId,
        returnUrl: `${APP_URL}/billing`,
      });
      const portalId = url.split('/').at(-1)!;

      expect(await sandbox.cancelFromPortal(portalId, theirSub!.id)).toBe('not_found');
      clock = new Date(clock.getTime() + 60 * 60 * 1000);
      expect(await sandbox.cancelFromPortal(portalId, mySub!.id)).toBe('expired');
      expect((await sandbox.getPortal(portalId))?.isExpired).toBe(true);

      const rows = [...(await subscriptionsOf(mine.customerId)), ...(await subscriptionsOf(theirs.customerId))];
      expect(rows.map((r) => r.cancelAtPeriodEnd)).toEqual([false, false]);
    });

    /** A paid customer, a portal link, and another price to switch to. */
    async function portalWithOtherPlan(other: {
      interval: 'month' | 'year';
      amountCents: number;
      productName: string;
    }) {
      const { sessionId, customerId, priceId } = await openCheckout();
      await sandbox.pay(sessionId, VISA);
      const [sub] = await subscriptionsOf(customerId);
      const otherPriceId = await sandbox.ensurePrice({ lookupKey: `other_${++sequence}`, currency: 'usd', ...other });
      const { url } = await sandbox.createPortalSession({ customerId, returnUrl: `${APP_URL}/billing` });
      events = [];
      return { customerId, priceId, sub: sub!, otherPriceId, portalId: url.split('/').at(-1)! };
    }

    it('when the member switches to another monthly plan, then it changes at once, keeps the period and the app hears it', async () => {
      const { customerId, priceId, sub, otherPriceId, portalId } = await portalWithOtherPlan({
        productName: 'Individual',
        interval: 'month',
        amountCents: 999,
      });
      const before = await sandbox.getPortal(portalId);
      expect(before?.otherPlans.map((p) => p.priceId)).toContain(otherPriceId);
      expect(before?.otherPlans.map((p) => p.priceId)).not.toContain(priceId);

      expect(await sandbox.switchPlanFromPortal(portalId, { subscriptionId: sub.id, priceId: otherPriceId })).toBe(
        'switched',
      );

      const [after] = await subscriptionsOf(customerId);
      expect(after).toMatchObject({
        priceId: otherPriceId,
        productName: 'Individual',
        amountCents: 999,
        interval: 'month',
        status: 'active',
        currentPeriodEnd: sub.currentPeriodEnd,
      });
      expect(await sandbox.retrieveSubscription(sub.id)).toMatchObject({ priceId: otherPriceId, amountCents: 999 });
      expect(events).toEqual([
        expect.objectContaining({ type: 'customer.subscription.updated', subscriptionId: sub.id, customerId }),
      ]);
      const { invoices } = await sandbox.listInvoices({ customerId, limit: 10 });
      expect(invoices).toHaveLength(1);
      expect((await sandbox.getPortal(portalId))?.otherPlans.map((p) => p.priceId)).toContain(priceId);

      // Switching to the plan it already has changes nothing and tells nobody.
      expect(await sandbox.switchPlanFromPortal(portalId, { subscriptionId: sub.id, priceId: otherPriceId })).toBe(
        'switched',
      );
      expect(events).toHaveLength(1);
    });

    it('when the member switches from monthly to yearly, then a new yearly period starts today, paid now', async () => {
      const { customerId, sub, otherPriceId, portalId } = await portalWithOtherPlan({
        productName: 'Family',
        interval: 'year',
        amountCents: 27489,
      });
      await sandbox.switchPlanFromPortal(portalId, { subscriptionId: sub.id, priceId: otherPriceId });

      expect(await sandbox.retrieveSubscription(sub.id)).toMatchObject({
        interval: 'year',
        amountCents: 27489,
        currentPeriodEnd: new Date('2027-01-31T12:00:00Z'),
      });
      const { invoices } = await sandbox.listInvoices({ customerId, limit: 10 });
      expect(invoices[0]).toMatchObject({ description: 'Family plan (yearly)', amountCents: 27489, status: 'paid' });
      expect(invoices).toHaveLength(2);
    });

    it("when the price is unknown, the subscription another customer's, has ended, or the link is old, then nothing changes", async () => {
      const { customerId, sub, otherPriceId, portalId } = await portalWithOtherPlan({
        productName: 'Individual',
        interval: 'month',
        amountCents: 999,
      });
      const theirs = await openCheckout();
      await sandbox.pay(theirs.sessionId, VISA);
      const [theirSub] = await subscriptionsOf(theirs.customerId);
      events = [];
      const switchTo = (subscriptionId: string, priceId: string) =>
        sandbox.switchPlanFromPortal(portalId, { subscriptionId, priceId });

      expect(await switchTo(sub.id, 'price_sbx_nope')).toBe('price_not_found');
      expect(await switchTo(theirSub!.id, otherPriceId)).toBe('not_found');
      expect(
        await sandbox.switchPlanFromPortal('bps_sbx_nope', { subscriptionId: sub.id, priceId: otherPriceId }),
      ).toBe('not_found');
      await database.db
        .update(sandboxSubscriptions)
        .set({ status: 'canceled' })
        .where(eq(sandboxSubscriptions.id, sub.id));
      expect(await switchTo(sub.id, otherPriceId)).toBe('ended');
      expect((await sandbox.getPortal(portalId))?.otherPlans).toEqual([]);
      await database.db
        .update(sandboxSubscriptions)
        .set({ status: 'active' })
        .where(eq(sandboxSubscriptions.id, sub.id));
      clock = new Date(clock.getTime() + 60 * 60 * 1000);
      expect(await switchTo(sub.id, otherPriceId)).toBe('expired');

      expect((await subscriptionsOf(customerId))[0]).toMatchObject({ priceId: sub.priceId, amountCents: 2499 });
      expect((await subscriptionsOf(theirs.customerId))[0]).toMatchObject({ priceId: theirSub!.priceId });
      expect(events).toEqual([]);
    });

    it('when a portal session is asked for an unknown customer, then it is refused', async () => {
      await expect(
        sandbox.createPortalSession({ customerId: 'cus_sbx_nope', returnUrl: `${APP_URL}/billing` }),
      ).rejects.toMatchObject({ kind: 'not_found' });
    });
  });

  it('has no webhooks: every delivery is refused as a bad signature', () => {
    expect(() => sandbox.verifyWebhook(Buffer.from('{}'), 't=1,v1=abc')).toThrow(
      expect.objectContaining({ kind: 'signature', message: 'The sandbox does not send webhooks' }),
    );
  });
});
