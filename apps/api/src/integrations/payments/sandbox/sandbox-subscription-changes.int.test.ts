import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { ProviderEvent } from '../payment-provider';
import { SandboxPaymentProvider } from './sandbox-payment-provider';
import { APP_URL, invoicesOf, resetSandbox, storedSubscription, subscribe, typesFor } from './sandbox-test-factories';

describe('sandbox price changes and invoices', () => {
  let database: TestDatabase;
  let events: ProviderEvent[];
  let sandbox: SandboxPaymentProvider;
  const realTime = new Date('2026-04-10T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  beforeEach(async () => {
    await resetSandbox(database.db);
    events = [];
    sandbox = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, now: () => realTime });
    sandbox.setEventListener(async (event) => {
      events.push(event);
    });
  });

  async function newPrice(amountCents: number) {
    return sandbox.ensurePrice({
      lookupKey: `family_month_${amountCents}`,
      productName: 'Family',
      amountCents,
      currency: 'usd',
      interval: 'month',
    });
  }

  describe('changePriceAtRenewal', () => {
    it('when the price changes, then the period stays, nothing is charged now, and the next renewal bills the new price', async () => {
      const { subscriptionId } = await subscribe(sandbox, { amountCents: 2499 });
      const before = await storedSubscription(database.db, subscriptionId);
      const raised = await newPrice(2799);
      events = [];

      const changed = await sandbox.changePriceAtRenewal(subscriptionId, raised);

      expect(changed).toMatchObject({ priceId: raised, amountCents: 2799, currentPeriodEnd: before.currentPeriodEnd });
      expect(await invoicesOf(database.db, subscriptionId)).toHaveLength(1);
      expect(typesFor(events, subscriptionId)).toEqual(['customer.subscription.updated']);

      await sandbox.clock.advance(31);

      const [first, renewal] = await invoicesOf(database.db, subscriptionId);
      expect(first!.amountCents).toBe(2499);
      expect(renewal).toMatchObject({ amountCents: 2799, status: 'paid', periodStart: before.currentPeriodEnd });
    });

    it('when the price is the same, then nothing is told; unknown price or ended subscription is refused; unknown subscription is null', async () => {
      const { subscriptionId, priceId } = await subscribe(sandbox);
      events = [];

      expect(await sandbox.changePriceAtRenewal(subscriptionId, priceId)).toMatchObject({ priceId });
      expect(events).toEqual([]);
      await expect(sandbox.changePriceAtRenewal(subscriptionId, 'price_sbx_nope')).rejects.toMatchObject({
        kind: 'invalid_request',
      });
      expect(await sandbox.changePriceAtRenewal('sub_sbx_nope', priceId)).toBeNull();
      await sandbox.cancelSubscriptionNow(subscriptionId);
      await expect(sandbox.changePriceAtRenewal(subscriptionId, await newPrice(2799))).rejects.toMatchObject({
        kind: 'invalid_request',
      });
    });
  });

  describe('retrieveInvoice', () => {
    it('answers the subscription, the period, when it was paid and what was refunded; null when unknown', async () => {
      const { subscriptionId, priceId } = await subscribe(sandbox);
      const [row] = await invoicesOf(database.db, subscriptionId);

      expect(await sandbox.retrieveInvoice(row!.id)).toEqual({
        id: row!.id,
        number: row!.number,
        created: realTime,
        description: 'Family plan (monthly)',
        // The price it bills, which names the plan in the member's language.
        priceId,
        amountCents: 2499,
        currency: 'usd',
        status: 'paid',
        pdfUrl: `${APP_URL}/api/v1/sandbox/invoices/${row!.id}/pdf`,
        subscriptionId,
        periodStart: realTime,
        periodEnd: new Date('2026-05-10T12:00:00Z'),
        paidAt: realTime,
        amountRefundedCents: 0,
      });
      expect(await sandbox.retrieveInvoice('in_sbx_nope')).toBeNull();
    });
  });

  describe('endTrialNow', () => {
    it('when a trial is ended at once, then the first paid period starts now and is billed; after that, nothing changes', async () => {
      const { subscriptionId } = await subscribe(sandbox, { trialDays: 7, amountCents: 1499 });
      expect(await sandbox.retrieveSubscription(subscriptionId)).toMatchObject({ status: 'trialing' });
      events = [];

      const ended = await sandbox.endTrialNow(subscriptionId);

      expect(ended).toMatchObject({ status: 'active', trialEnd: realTime, amountCents: 1499 });
      expect(ended!.currentPeriodEnd!.getTime()).toBeGreaterThan(realTime.getTime());
      const [trial, paid] = await invoicesOf(database.db, subscriptionId);
      expect(trial!.amountCents).toBe(0);
      expect(paid).toMatchObject({ amountCents: 1499, status: 'paid', periodStart: realTime });
      expect(typesFor(events, subscriptionId)).toEqual(['invoice.paid', 'customer.subscription.updated']);

      events = [];
      expect(await sandbox.endTrialNow(subscriptionId)).toMatchObject({ status: 'active' });
      expect(await invoicesOf(database.db, subscriptionId)).toHaveLength(2);
      expect(events).toEqual([]);
      expect(await sandbox.endTrialNow('sub_sbx_unknown')).toBeNull();
    });
  });
});
