import { renewalTerms } from '@arx/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxClock, sandboxCustomers } from '../../../db/schema';
import type { ProviderEvent } from '../payment-provider';
import { escapeHtml } from './sandbox-html';
import {
  APP_URL,
  CARD_DECLINES_CHARGES,
  DAY_MS,
  invoicesOf,
  openCheckout,
  PREFIX,
  resetSandbox,
  type SandboxPages,
  startSandboxPages,
  storedSubscription,
  subscribe,
  typesFor,
} from './sandbox-test-factories';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('sandbox pages: renewal terms, card updates, refunds and the test clock', () => {
  let pages: SandboxPages;
  let database: SandboxPages['database'];
  let sandbox: SandboxPages['sandbox'];
  let app: SandboxPages['app'];
  let events: ProviderEvent[];
  const realTime = new Date('2026-05-04T15:00:00Z');

  beforeAll(async () => {
    pages = await startSandboxPages({ now: () => realTime });
    ({ database, sandbox, app } = pages);
  });
  afterAll(() => pages.close());
  beforeEach(async () => {
    await resetSandbox(database.db);
    events = [];
    sandbox.setEventListener(async (event) => {
      events.push(event);
    });
  });

  const post = (url: string, form: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(form).toString() });

  async function portalPath(customerId: string) {
    const { url } = await sandbox.createPortalSession({ customerId, returnUrl: `${APP_URL}/billing` });
    return new URL(url).pathname;
  }

  async function clockOffset() {
    const [row] = await database.db.select().from(sandboxClock);
    return row?.offsetMs ?? 0;
  }

  describe('checkout', () => {
    it('shows the automatic-renewal terms for the price and trial, just before the Pay button', async () => {
      const monthly = await openCheckout(sandbox, { amountCents: 2499 });
      const yearlyTrial = await openCheckout(sandbox, { amountCents: 27489, interval: 'year', trialDays: 14 });

      const first = await app.inject({ method: 'GET', url: `${PREFIX}/checkout/${monthly.sessionId}` });
      const second = await app.inject({ method: 'GET', url: `${PREFIX}/checkout/${yearlyTrial.sessionId}` });

      const monthlyTerms = escapeHtml(renewalTerms({ amount: 24.99, interval: 'month', trialDays: 0 }));
      expect(first.body).toContain(
        `<p class="terms" id="renewal-terms">${monthlyTerms}</p>\n<button type="submit">Pay</button>`,
      );
      expect(monthlyTerms).toContain('$24.99 today, then every month.');
      const trialTerms = escapeHtml(renewalTerms({ amount: 274.89, interval: 'year', trialDays: 14 }));
      expect(second.body).toContain(trialTerms);
      expect(trialTerms).toContain('Free for 14 days, then $274.89 every year.');
    });

    it('when 4000 0000 0000 0341 pays a charge due today, then it is declined and nothing is created', async () => {
      const { sessionId, customerId } = await openCheckout(sandbox);

      const res = await post(`${PREFIX}/checkout/${sessionId}`, { card_number: CARD_DECLINES_CHARGES });

      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('<p class="alert" role="alert" id="card-error">Your card was declined.</p>');
      expect(await sandbox.listSubscriptions(customerId)).toEqual([]);
      expect((await sandbox.getBillingDetails(customerId)).paymentMethod).toBeNull();
      expect(events).toEqual([]);
    });

    it('when 4000 0000 0000 0341 starts a free trial, then it is accepted and kept as a card that declines charges', async () => {
      const { sessionId, customerId } = await openCheckout(sandbox, { trialDays: 7 });

      const res = await post(`${PREFIX}/checkout/${sessionId}`, { card_number: CARD_DECLINES_CHARGES });

      expect(res.statusCode).toBe(303);
      const [customer] = await database.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
      expect(customer).toMatchObject({ cardLast4: '0341', cardDeclinesCharges: true });
      expect(events.map((e) => e.type)).toEqual(['checkout.session.completed']);
    });
  });

  describe('portal: updating the card', () => {
    /** A trial on 0341 whose first renewal failed. */
    async function pastDueMember() {
      const member = await subscribe(sandbox, { trialDays: 7, card: CARD_DECLINES_CHARGES });
      await sandbox.clock.advance(8);
      events = [];
      return { ...member, path: await portalPath(member.customerId) };
    }

    it('shows the failed payment and an "Update card" form', async () => {
      const { path } = await pastDueMember();

      const res = await app.inject({ method: 'GET', url: path });

      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<dt>Status</dt><dd>Past due</dd>');
      expect(res.body).toContain('Your last payment of $24.99 failed.');
      expect(res.body).toContain('<td>Payment failed</td>');
      expect(res.body).toContain('Visa ending in 0341');
      expect(res.body).toContain('<label for="card_number">New card number</label>');
      expect(res.body).toContain('<button type="submit">Update card</button>');
      expect(res.body).toContain(`<form method="post" action="${APP_URL}${path}/card" novalidate>`);
      expect(res.headers['content-security-policy']).toContain(`form-action 'self' ${APP_URL}`);
    });

    it('when 4242 is entered, then the open invoice is paid at once, the subscription is active and the app hears it', async () => {
      const { path, subscriptionId, customerId } = await pastDueMember();

      const res = await post(`${path}/card`, { card_number: '4242 4242 4242 4242' });

      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${APP_URL}${path}`);
      const [, renewal] = await invoicesOf(database.db, subscriptionId);
      expect(renewal).toMatchObject({ status: 'paid', amountCents: 2499 });
      expect(await storedSubscription(database.db, subscriptionId)).toMatchObject({
        status: 'active',
        currentPeriodStart: renewal!.periodStart,
        currentPeriodEnd: renewal!.periodEnd,
      });
      expect(events).toEqual([
        expect.objectContaining({ type: 'invoice.paid', invoiceId: renewal!.id, subscriptionId, customerId }),
        expect.objectContaining({ type: 'customer.subscription.updated', subscriptionId }),
      ]);
      expect(await sandbox.getBillingDetails(customerId)).toMatchObject({ paymentMethod: { last4: '4242' } });
      const [customer] = await database.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
      expect(customer!.cardDeclinesCharges).toBe(false);

      // The next renewal is paid with the new card.
      await sandbox.clock.advance(31);
      expect((await invoicesOf(database.db, subscriptionId)).map((i) => i.status)).toEqual(['paid', 'paid', 'paid']);
    });

    it('when a declined or wrong number is entered, then the page says so, the field is empty and nothing is paid', async () => {
      const { path, subscriptionId } = await pastDueMember();

      const declined = await post(`${path}/card`, { card_number: '4000 0000 0000 0002' });
      const wrong = await post(`${path}/card`, { card_number: '1234' });

      expect(declined.statusCode).toBe(422);
      expect(declined.body).toContain('<p class="alert" role="alert" id="new-card-error">Your card was declined.</p>');
      expect(declined.body).not.toMatch(/name="card_number"[^>]*value=/);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body).toContain('Your card number is incorrect.');
      expect((await invoicesOf(database.db, subscriptionId)).map((i) => i.status)).toEqual(['paid', 'open']);
      expect(events).toEqual([]);
    });

    it('when 0341 is entered again, then it is saved and the invoice stays open', async () => {
      const { path, subscriptionId } = await pastDueMember();

      const res = await post(`${path}/card`, { card_number: CARD_DECLINES_CHARGES });

      expect(res.statusCode).toBe(303);
      expect((await storedSubscription(database.db, subscriptionId)).status).toBe('past_due');
      expect(events).toEqual([]);
    });
  });

  describe('portal: switching to another interval with a card that declines', () => {
    it('when the new plan must be paid now, then it is declined and the plan stays', async () => {
      const { customerId, subscriptionId, priceId } = await subscribe(sandbox);
      const path = await portalPath(customerId);
      await post(`${path}/card`, { card_number: CARD_DECLINES_CHARGES });
      const yearly = await sandbox.ensurePrice({
        lookupKey: 'family_year_declined',
        productName: 'Family',
        amountCents: 27489,
        currency: 'usd',
        interval: 'year',
      });
      events = [];

      const res = await post(`${path}/switch`, { subscription_id: subscriptionId, price_id: yearly });

      expect(res.statusCode).toBe(402);
      expect(res.body).toContain('Your card was declined. Update your card, then choose the plan again.');
      expect(await storedSubscription(database.db, subscriptionId)).toMatchObject({ priceId, interval: 'month' });
      expect(await invoicesOf(database.db, subscriptionId)).toHaveLength(1);
      expect(events).toEqual([]);
    });
  });

  describe('portal: refunds on invoices', () => {
    it('shows "Refunded $X.XX" in the list and on the PDF', async () => {
      const { customerId, subscriptionId } = await subscribe(sandbox);
      const [invoice] = await invoicesOf(database.db, subscriptionId);
      await sandbox.refundInvoice({
        invoiceId: invoice!.id,
        amountCents: 1000,
        reason: 'goodwill',
        idempotencyKey: 'r1',
      });

      const page = await app.inject({ method: 'GET', url: await portalPath(customerId) });
      const pdf = await app.inject({ method: 'GET', url: `${PREFIX}/invoices/${invoice!.id}/pdf` });

      expect(page.body).toContain('<td>$24.99<br>Refunded $10.00</td>');
      expect(pdf.rawPayload.toString('latin1')).toContain('(Refunded $10.00)');
      expect(pdf.rawPayload.toString('latin1')).toContain('(Status: Paid)');
    });

    it('shows a failed renewal as "Payment failed" on its PDF', async () => {
      const { subscriptionId } = await subscribe(sandbox, { trialDays: 7, card: CARD_DECLINES_CHARGES });
      await sandbox.clock.advance(8);
      const [, open] = await invoicesOf(database.db, subscriptionId);

      const pdf = await app.inject({ method: 'GET', url: `${PREFIX}/invoices/${open!.id}/pdf` });

      expect(pdf.rawPayload.toString('latin1')).toContain('(Status: Payment failed)');
    });
  });

  describe('portal: test clock', () => {
    it("shows the clock's date and a labelled form to move it", async () => {
      const { customerId } = await subscribe(sandbox);

      const res = await app.inject({ method: 'GET', url: await portalPath(customerId) });

      expect(res.body).toContain('<h2>Test clock</h2>');
      expect(res.body).toContain("The sandbox's clock reads <strong>May 4, 2026</strong>.");
      expect(res.body).toContain('<label for="clock_days">Days to advance the clock</label>');
      expect(res.body).toMatch(/<input id="clock_days" name="days" type="number" min="1" max="400"/);
      expect(res.body).toContain('<button type="submit">Advance the clock</button>');
    });

    it('when 31 days are posted, then the clock moves, the renewal is billed and it returns (303) to the portal', async () => {
      const { customerId, subscriptionId } = await subscribe(sandbox);
      const path = await portalPath(customerId);

      const res = await post(`${path}/clock`, { days: '31' });

      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${APP_URL}${path}`);
      expect(await clockOffset()).toBe(31 * DAY_MS);
      expect(await invoicesOf(database.db, subscriptionId)).toHaveLength(2);
      expect(typesFor(events, subscriptionId)).toContain('invoice.paid');
      // The link expires in real time, so it still works after the move.
      const page = await app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('June 4, 2026');
    });

    it.each(['0', '401', 'x', '', '2.5'])(
      'when "%s" is posted, then the page says why and the clock stays',
      async (days) => {
        const { customerId } = await subscribe(sandbox);
        const path = await portalPath(customerId);

        const res = await post(`${path}/clock`, { days });

        expect(res.statusCode).toBe(422);
        expect(res.body).toContain(
          '<p class="alert" role="alert" id="clock-error">The number of days must be a whole number from 1 to 400.</p>',
        );
        expect(await clockOffset()).toBe(0);
      },
    );
  });

  describe('clock endpoints', () => {
    const advance = (payload: unknown) =>
      app.inject({ method: 'POST', url: `${PREFIX}/clock/advance`, payload: payload as object });

    it.each([{ days: 0 }, { days: 401 }, { days: 'x' }, { days: 1.5 }, {}, { days: '5' }])(
      'when %j is posted, then it answers 400 with a clear message and nothing changes',
      async (body) => {
        const res = await advance(body);

        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'validation_failed',
          message: 'The number of days must be a whole number from 1 to 400.',
        });
        expect(await clockOffset()).toBe(0);
      },
    );

    it('when a valid number of days is posted, then it moves, bills and answers what it did', async () => {
      const { subscriptionId } = await subscribe(sandbox);
      await sandbox.setCancelAtPeriodEnd((await subscribe(sandbox)).subscriptionId, true);
      await subscribe(sandbox, { trialDays: 7, card: CARD_DECLINES_CHARGES });

      const res = await advance({ days: 45 });

      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        now: new Date(realTime.getTime() + 45 * DAY_MS).toISOString(),
        renewalsBilled: 1,
        failedCharges: 1,
        ended: 1,
      });
      expect(await invoicesOf(database.db, subscriptionId)).toHaveLength(2);
      const now = await app.inject({ method: 'GET', url: `${PREFIX}/clock` });
      expect(now.json()).toEqual({ now: new Date(realTime.getTime() + 45 * DAY_MS).toISOString() });
    });
  });
});
