import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { ProviderEvent } from '../payment-provider';
import { SandboxPaymentProvider } from './sandbox-payment-provider';
import {
  APP_URL,
  CARD_DECLINES_CHARGES,
  DAY_MS,
  invoicesOf,
  resetSandbox,
  storedSubscription,
  subscribe,
  typesFor,
} from './sandbox-test-factories';

describe('sandbox renewals', () => {
  let database: TestDatabase;
  let realTime: Date;
  let events: ProviderEvent[];
  let sandbox: SandboxPaymentProvider;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  beforeEach(async () => {
    await resetSandbox(database.db);
    realTime = new Date('2026-01-15T12:00:00Z');
    events = [];
    sandbox = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, now: () => realTime });
    sandbox.setEventListener(async (event) => {
      events.push(event);
    });
  });

  it('when a monthly plan is moved 336 days ahead, then 11 renewals are billed, each its own paid invoice and invoice.paid', async () => {
    const { subscriptionId } = await subscribe(sandbox, { interval: 'month', amountCents: 2499 });
    events = [];

    const moved = await sandbox.clock.advance(336);

    expect(moved).toEqual({
      now: new Date('2026-12-17T12:00:00Z'),
      renewalsBilled: 11,
      failedCharges: 0,
      ended: 0,
    });
    const [first, ...renewals] = await invoicesOf(database.db, subscriptionId);
    expect(first!.periodStart).toEqual(new Date('2026-01-15T12:00:00Z'));
    expect(renewals).toHaveLength(11);
    renewals.forEach((invoice, index) => {
      const start = new Date(Date.UTC(2026, index + 1, 15, 12));
      expect(invoice).toMatchObject({
        status: 'paid',
        amountCents: 2499,
        description: 'Family plan (monthly)',
        periodStart: start,
        periodEnd: new Date(Date.UTC(2026, index + 2, 15, 12)),
        createdAt: start,
      });
    });
    const paidEvents = events.filter((e) => e.type === 'invoice.paid');
    expect(paidEvents.map((e) => e.invoiceId)).toEqual(renewals.map((invoice) => invoice.id));
    expect(paidEvents.every((e) => e.subscriptionId === subscriptionId)).toBe(true);
    expect(typesFor(events, subscriptionId).at(-1)).toBe('customer.subscription.updated');
    // Stored and read state agree once billed.
    const stored = await storedSubscription(database.db, subscriptionId);
    expect(stored).toMatchObject({
      status: 'active',
      currentPeriodStart: new Date('2026-12-15T12:00:00Z'),
      currentPeriodEnd: new Date('2027-01-15T12:00:00Z'),
    });
    expect(await sandbox.retrieveSubscription(subscriptionId)).toMatchObject({
      status: 'active',
      currentPeriodEnd: stored.currentPeriodEnd,
    });
  });

  it('when a yearly plan is moved 366 days ahead, then one renewal invoice is billed', async () => {
    const { subscriptionId } = await subscribe(sandbox, { interval: 'year', amountCents: 27489 });

    const moved = await sandbox.clock.advance(366);

    expect(moved.renewalsBilled).toBe(1);
    const invoices = await invoicesOf(database.db, subscriptionId);
    expect(invoices.map((i) => [i.amountCents, i.status, i.description])).toEqual([
      [27489, 'paid', 'Family plan (yearly)'],
      [27489, 'paid', 'Family plan (yearly)'],
    ]);
    expect(invoices[1]!.periodEnd).toEqual(new Date('2028-01-15T12:00:00Z'));
  });

  it('when a plan bought on January 31 renews in separate moves, then it bills on each month end without drifting', async () => {
    realTime = new Date('2026-01-31T09:00:00Z');
    const { subscriptionId } = await subscribe(sandbox);

    await sandbox.clock.advance(30);
    await sandbox.clock.advance(31);
    await sandbox.clock.advance(30);

    const periods = (await invoicesOf(database.db, subscriptionId)).map((i) => i.periodEnd.toISOString().slice(0, 10));
    expect(periods).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('when billing runs again at the same time, then nothing more is billed', async () => {
    const { subscriptionId } = await subscribe(sandbox);
    await sandbox.clock.advance(40);
    events = [];

    const again = await sandbox.billDueRenewals();

    expect(again).toEqual({ renewalsBilled: 0, failedCharges: 0, ended: 0 });
    expect(await invoicesOf(database.db, subscriptionId)).toHaveLength(2);
    expect(events).toEqual([]);
  });

  describe('a card that declines charges (4000 0000 0000 0341)', () => {
    it('when the trial ends, then the renewal invoice stays open, the subscription is past due and the app hears invoice.payment_failed', async () => {
      const { subscriptionId, customerId } = await subscribe(sandbox, { trialDays: 7, card: CARD_DECLINES_CHARGES });
      const trialEnd = new Date(realTime.getTime() + 7 * DAY_MS);
      events = [];

      const moved = await sandbox.clock.advance(8);

      expect(moved).toMatchObject({ renewalsBilled: 0, failedCharges: 1, ended: 0 });
      const [trial, renewal] = await invoicesOf(database.db, subscriptionId);
      expect(trial).toMatchObject({ amountCents: 0, status: 'paid' });
      expect(renewal).toMatchObject({
        status: 'open',
        amountCents: 2499,
        periodStart: trialEnd,
        periodEnd: new Date('2026-02-22T12:00:00Z'),
        createdAt: trialEnd,
      });
      expect(events).toEqual([
        expect.objectContaining({ type: 'invoice.payment_failed', invoiceId: renewal!.id, subscriptionId, customerId }),
        expect.objectContaining({ type: 'customer.subscription.updated', subscriptionId, customerId }),
      ]);
      expect(await sandbox.retrieveSubscription(subscriptionId)).toMatchObject({
        status: 'past_due',
        currentPeriodEnd: trialEnd,
      });
      expect(await sandbox.retrieveInvoice(renewal!.id)).toMatchObject({ status: 'open', paidAt: null });
    });

    it('when the clock moves on while past due, then no second invoice is written and nothing more is heard', async () => {
      const { subscriptionId } = await subscribe(sandbox, { trialDays: 7, card: CARD_DECLINES_CHARGES });
      await sandbox.clock.advance(8);
      events = [];

      const moved = await sandbox.clock.advance(60);

      expect(moved).toMatchObject({ renewalsBilled: 0, failedCharges: 0, ended: 0 });
      expect((await invoicesOf(database.db, subscriptionId)).map((i) => i.status)).toEqual(['paid', 'open']);
      expect(events).toEqual([]);
    });

    it('when the trial has ended but billing has not run yet, then the subscription reads past due, not renewed', async () => {
      const { subscriptionId } = await subscribe(sandbox, { trialDays: 7, card: CARD_DECLINES_CHARGES });

      realTime = new Date(realTime.getTime() + 8 * DAY_MS);

      expect(await sandbox.retrieveSubscription(subscriptionId)).toMatchObject({ status: 'past_due' });
      expect(await invoicesOf(database.db, subscriptionId)).toHaveLength(1);
      await sandbox.billDueRenewals();
      expect(await sandbox.retrieveSubscription(subscriptionId)).toMatchObject({ status: 'past_due' });
    });
  });

  describe('cancelling at period end', () => {
    it('when the clock passes the period end of a cancelled subscription, then it ends without an invoice', async () => {
      const { subscriptionId, customerId } = await subscribe(sandbox);
      await sandbox.setCancelAtPeriodEnd(subscriptionId, true);
      events = [];

      const moved = await sandbox.clock.advance(45);

      expect(moved).toMatchObject({ renewalsBilled: 0, failedCharges: 0, ended: 1 });
      expect(await invoicesOf(database.db, subscriptionId)).toHaveLength(1);
      expect(await storedSubscription(database.db, subscriptionId)).toMatchObject({
        status: 'canceled',
        cancelAtPeriodEnd: true,
      });
      expect(events).toEqual([
        expect.objectContaining({ type: 'customer.subscription.deleted', subscriptionId, customerId }),
      ]);
    });

    it('when the cancellation is taken back before the period end, then the subscription renews', async () => {
      const { subscriptionId } = await subscribe(sandbox);
      await sandbox.setCancelAtPeriodEnd(subscriptionId, true);
      events = [];

      const kept = await sandbox.setCancelAtPeriodEnd(subscriptionId, false);
      const moved = await sandbox.clock.advance(45);

      expect(kept).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, cancelAt: null, canceledAt: null });
      expect(moved).toMatchObject({ renewalsBilled: 1, ended: 0 });
      expect(await storedSubscription(database.db, subscriptionId)).toMatchObject({ status: 'active' });
      expect(typesFor(events, subscriptionId)).toEqual([
        'customer.subscription.updated',
        'invoice.paid',
        'customer.subscription.updated',
      ]);
    });

    it('when asked twice, or for an ended or unknown subscription, then nothing changes and nobody is told', async () => {
      const { subscriptionId } = await subscribe(sandbox);
      await sandbox.setCancelAtPeriodEnd(subscriptionId, true);
      events = [];

      await sandbox.setCancelAtPeriodEnd(subscriptionId, true);
      await sandbox.cancelSubscriptionNow(subscriptionId);
      events = [];
      const ended = await sandbox.setCancelAtPeriodEnd(subscriptionId, false);

      expect(ended).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
      expect(await sandbox.setCancelAtPeriodEnd('sub_sbx_nope', true)).toBeNull();
      expect(events).toEqual([]);
    });
  });

  it('when two billing runs race, then every period is billed once', async () => {
    const other = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, now: () => realTime });
    const subscriptions = [];
    for (let i = 0; i < 5; i++) subscriptions.push((await subscribe(sandbox)).subscriptionId);
    // Real time passes (no clock move), so nothing is billed until the runs below.
    realTime = new Date(realTime.getTime() + 100 * DAY_MS);

    const [mine, theirs] = await Promise.all([sandbox.billDueRenewals(), other.billDueRenewals()]);

    expect(mine.renewalsBilled + theirs.renewalsBilled).toBe(15);
    for (const id of subscriptions) {
      const starts = (await invoicesOf(database.db, id)).map((i) => i.periodStart.toISOString());
      expect(starts).toHaveLength(4);
      expect(new Set(starts).size).toBe(4);
    }
  });
});
