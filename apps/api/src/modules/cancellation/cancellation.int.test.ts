import { DELETE_ACCOUNT_CONFIRMATION, RENEWAL_TERMS_VERSION, renewalTerms } from '@arx/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, jobs, memberships, prices, refunds, subscriptions, users } from '../../db/schema';
import { lifecycleDriver } from '../../test/lifecycle';
import { createTestApp, type TestContext } from '../../test/test-app';
import { purgeExpiredConsents } from '../consent';

const DAY = 86_400_000;

describe('cancelling in the app: the 30-day rule, the refund and "Keep my membership"', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;
  const subscriptionOf = async (userId: number) =>
    (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  const cardsOf = (userId: number) =>
    ctx.database.db.select().from(memberships).where(eq(memberships.ownerUserId, userId));

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
  });
  afterAll(() => ctx.close());

  it('on day 29 ends the membership now, refunds every payment, and the household follows', async () => {
    const email = 'day29@example.com';
    const { token, userId } = await life.signUp(email, 'family', 'year');
    await life.patchProfile(token);
    const added = await life.post(token, '/memberships', {
      membership: { display_name: 'Sam Member', person_code: 3 },
    });
    expect(added.statusCode, added.body).toBe(201);
    await life.advance(29);
    const { amountCents } = await subscriptionOf(userId);

    const quote = (await life.get(token, '/billing/cancellation')).json();
    expect(quote).toMatchObject({ kind: 'refund_now', pending: false, refundAmount: amountCents / 100 });

    const done = await life.post(token, '/billing/cancel', { expected: 'refund_now' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      outcome: 'ended_and_refunded',
      refundAmount: amountCents / 100,
      refund: 'refunded',
    });
    expect(done.json().message).toContain('is on its way back to your card');

    expect((await subscriptionOf(userId)).status).toBe('canceled');
    for (const card of await cardsOf(userId)) expect(card.status).not.toBe('active');
    const invoices = (await life.get(token, '/billing/invoices')).json().invoices;
    expect(invoices[0]).toMatchObject({ status: 'paid', amountRefunded: amountCents / 100 });
    const recorded = await ctx.database.db.select().from(refunds).where(eq(refunds.userId, userId));
    expect(recorded).toMatchObject([{ amountCents, reason: 'cancelled_within_30_days' }]);
    // The queued copy that backs the request up is done, and running it again refunds nothing more.
    const [backstop] = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'cancellation-refund'));
    expect(backstop!.status).toBe('done');

    await life.deliver();
    const kinds = await life.kindsTo(email);
    expect(kinds).toEqual(expect.arrayContaining(['cancellation-confirmed', 'refund-issued']));
    const refundMail = (await life.mailTo(email)).find((m) => m.kind === 'refund-issued')!;
    expect(refundMail.subject).toContain(`$${(amountCents / 100).toFixed(2)}`);
    // Nothing left to cancel.
    expect((await life.get(token, '/billing/cancellation')).json().kind).toBe('none');
    expect((await life.post(token, '/billing/cancel', { expected: 'refund_now' })).statusCode).toBe(409);
  });

  it('on day 31 lets the paid year run out, and "Keep my membership" takes it back', async () => {
    const email = 'day31@example.com';
    const { token, userId } = await life.signUp(email, 'individual', 'year');
    await life.advance(31);
    const { currentPeriodEnd } = await subscriptionOf(userId);

    const quote = (await life.get(token, '/billing/cancellation')).json();
    expect(quote).toMatchObject({ kind: 'at_period_end', pending: false, refundAmount: 0 });
    expect(quote.endsAt).toBe(currentPeriodEnd!.toISOString());

    // Confirming what the member did not read changes nothing.
    const stale = await life.post(token, '/billing/cancel', { expected: 'refund_now' });
    expect(stale.statusCode).toBe(409);
    expect((await subscriptionOf(userId)).cancelAtPeriodEnd).toBe(false);

    const done = await life.post(token, '/billing/cancel', { expected: 'at_period_end' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'ends_at_period_end', refundAmount: 0, refund: 'none' });
    expect(await subscriptionOf(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await life.get(token, '/billing/cancellation')).json().pending).toBe(true);
    expect(await ctx.database.db.select().from(refunds).where(eq(refunds.userId, userId))).toEqual([]);
    await life.deliver();
    expect(await life.kindsTo(email)).toContain('cancellation-confirmed');

    const kept = await life.post(token, '/billing/resume');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().message).toBe('Your membership continues and renews as before.');
    expect((await subscriptionOf(userId)).cancelAtPeriodEnd).toBe(false);
    expect((await life.post(token, '/billing/resume')).statusCode).toBe(409);

    // Kept: the year renews and nothing ended it.
    await life.advance(340);
    expect((await subscriptionOf(userId)).status).toBe('active');
  });

  it('a cancellation at period end takes effect when the period ends, with no charge and no second e-mail', async () => {
    const email = 'runs-out@example.com';
    const { token, userId } = await life.signUp(email, 'individual', 'month');
    await life.advance(31);
    await life.sweepAndDeliver();
    const receiptsBefore = (await life.kindsTo(email)).filter((k) => k === 'receipt').length;
    expect((await life.post(token, '/billing/cancel', { expected: 'at_period_end' })).statusCode).toBe(200);
    await life.advance(31);
    await life.sweepAndDeliver();
    expect((await subscriptionOf(userId)).status).toBe('canceled');
    const kinds = await life.kindsTo(email);
    expect(kinds.filter((k) => k === 'receipt')).toHaveLength(receiptsBefore);
    expect(kinds.filter((k) => k === 'cancellation-confirmed')).toHaveLength(1);
  });
  it('a membership whose renewal payment failed ends at once: no paid period is left to run', async () => {
    const email = 'past-due@example.com';
    const { token, userId } = await life.joinTrialWithDecliningCard(email, 'partner_pet');
    await life.advance(8);
    expect((await subscriptionOf(userId)).status).toBe('past_due');
    const quote = (await life.get(token, '/billing/cancellation')).json();
    expect(quote).toMatchObject({ kind: 'at_period_end', refundAmount: 0 });
    const done = await life.post(token, '/billing/cancel', { expected: 'at_period_end' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await subscriptionOf(userId)).status).toBe('canceled');
  });
});

describe('the record of consent', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
  });
  afterAll(() => ctx.close());

  it('keeps what the member agreed to at checkout, shows it in the export, and outlives the account for 3 years', async () => {
    const email = 'consent@example.com';
    const { token, userId } = await life.signUp(email, 'partner_pet', 'year');
    const [record] = await ctx.database.db.select().from(consents).where(eq(consents.userId, userId));
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const [price] = await ctx.database.db.select().from(prices).where(eq(prices.id, sub!.priceId!));
    const terms = renewalTerms({ amount: sub!.amountCents / 100, interval: 'year', trialDays: price!.trialDays });
    expect(record).toMatchObject({
      email,
      planName: 'Partner/Pet',
      amountCents: sub!.amountCents,
      trialDays: price!.trialDays,
      interval: 'year',
      termsVersion: RENEWAL_TERMS_VERSION,
      termsText: terms,
      membershipEndedAt: null,
    });
    // The checkout page showed the same words beside the Pay button.
    const exported = (await life.get(token, '/account/export')).json();
    expect(exported.consents).toEqual([
      expect.objectContaining({ plan_name: 'Partner/Pet', terms_text: terms, terms_version: RENEWAL_TERMS_VERSION }),
    ]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/account',
      headers: { authorization: `Bearer ${token}` },
      payload: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    const [kept] = await ctx.database.db.select().from(consents).where(eq(consents.email, email));
    expect(kept).toMatchObject({ userId: null, termsText: terms });
    expect(kept!.membershipEndedAt).toBeInstanceOf(Date);

    const ended = kept!.membershipEndedAt!.getTime();
    expect(await purgeExpiredConsents(ctx.database.db, new Date(ended + 3 * 365 * DAY - DAY))).toBe(0);
    expect(await purgeExpiredConsents(ctx.database.db, new Date(ended + 3 * 366 * DAY + DAY))).toBe(1);
    expect(await ctx.database.db.select().from(consents).where(eq(consents.email, email))).toEqual([]);
  });
});
