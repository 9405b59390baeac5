import type { AdminMetricsResponse } from '@arx/contracts/admin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../../config/config';
import { pageViewCounts, prices, subscriptions } from '../../../db/schema';
import { lifecycleDriver } from '../../../test/lifecycle';
import { bearer, signInThroughLocalProvider } from '../../../test/sign-in';
import { createTestApp } from '../../../test/test-app';
import { weekRange } from './metrics.service';

const DAY_MS = 86_400_000;

/** A club on a fresh database, members signed up through the sandbox, and the operator's token. */
async function club() {
  const ctx = await createTestApp();
  const life = lifecycleDriver(ctx);
  await life.seed();
  const { token } = await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olive Operator' });
  const metrics = async (weeks: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/metrics?weeks=${weeks}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminMetricsResponse;
  };
  const subscriptionOf = async (userId: number) =>
    (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  return { ctx, life, metrics, subscriptionOf };
}

const plan = (body: AdminMetricsResponse, name: string) => body.active_members.plans.find((p) => p.plan_name === name);

describe('the business metrics, counted from the stored memberships, refunds and page views', () => {
  let world: Awaited<ReturnType<typeof club>>;
  beforeAll(async () => {
    world = await club();
  });
  afterAll(() => world.ctx.close());

  it('when a fresh club has no members, then every week is an honest zero and no plan line is drawn', async () => {
    const body = await world.metrics(4);
    expect(body.weeks).toHaveLength(4);
    expect(body.weeks.every((w) => new Date(`${w}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(body.active_members.plans).toEqual([]);
    expect(body.sign_ups.values).toEqual([0, 0, 0, 0]);
    expect(body.mrr).toEqual({ unit: 'cents', values: [0, 0, 0, 0] });
    expect(body.trial_conversion.values).toEqual([null, null, null, null]);
    expect(body.page_views.top_paths).toEqual([]);
  });

  it('when members join, one on a yearly plan, one cancels with a refund, then members, MRR and refunds follow', async () => {
    const { life, ctx, subscriptionOf } = world;
    const db = ctx.database.db;
    // Three weeks ago (moved back after a real sign-up: the record keeps no other history).
    const early = await life.signUp('metrics.early@example.com', 'individual', 'month');
    await db
      .update(subscriptions)
      .set({ createdAt: new Date(Date.now() - 21 * DAY_MS) })
      .where(eq(subscriptions.userId, early.userId));
    const yearly = await life.signUp('metrics.yearly@example.com', 'family', 'year');
    const leaver = await life.signUp('metrics.leaver@example.com', 'individual', 'month');
    const cancelled = await life.post(leaver.token, '/billing/cancel', { expected: 'refund_now' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const monthly = (await subscriptionOf(early.userId)).amountCents;
    const perYear = (await subscriptionOf(yearly.userId)).amountCents;
    const refunded = (await subscriptionOf(leaver.userId)).amountCents;
    expect((await subscriptionOf(leaver.userId)).status).toBe('canceled');

    const body = await world.metrics(4);

    expect(plan(body, 'Individual')?.values).toEqual([1, 1, 1, 1]);
    expect(plan(body, 'Family')?.values).toEqual([0, 0, 0, 1]);
    expect(body.sign_ups.values).toEqual([1, 0, 0, 2]);
    expect(body.cancellations.values).toEqual([0, 0, 0, 1]);
    // The yearly plan counts a twelfth of its price a month; the leaver's month counts for nothing.
    expect(body.mrr.values).toEqual([monthly, monthly, monthly, monthly + Math.round(perYear / 12)]);
    expect(body.refunds.count).toEqual({ unit: 'refunds', values: [0, 0, 0, 1] });
    expect(body.refunds.amount.values).toEqual([0, 0, 0, refunded]);
  });

  it('when routes were viewed over the weeks, then each week adds its days and the top paths lead', async () => {
    const db = world.ctx.database.db;
    const { first, last } = weekRange(new Date(), 4);
    const dayOf = (monday: string, plus: number) =>
      new Date(Date.parse(`${monday}T00:00:00Z`) + plus * DAY_MS).toISOString().slice(0, 10);
    await db.insert(pageViewCounts).values([
      { day: dayOf(first, -1), path: '/', views: 1000 },
      { day: dayOf(first, 0), path: '/', views: 5 },
      { day: dayOf(first, 6), path: '/plans', views: 7 },
      { day: dayOf(last, 0), path: '/', views: 3 },
      { day: dayOf(last, 0), path: '/medications', views: 2 },
    ]);

    const body = await world.metrics(4);

    // The Sunday before the first week is outside the range.
    expect(body.page_views.values).toEqual([12, 0, 0, 5]);
    expect(body.page_views.top_paths).toEqual([
      { path: '/', views: 8 },
      { path: '/plans', views: 7 },
      { path: '/medications', views: 2 },
    ]);
  });

  it('when the active count moves, then it moves by the sign-ups less the cancellations of that week', async () => {
    const body = await world.metrics(26);
    const active = body.weeks.map((_, i) => body.active_members.plans.reduce((sum, p) => sum + p.values[i]!, 0));
    for (let i = 1; i < body.weeks.length; i++) {
      expect(active[i]! - active[i - 1]!).toBe(body.sign_ups.values[i]! - body.cancellations.values[i]!);
    }
  });
});

describe('trial conversion, counted in the week the trial ended', () => {
  let world: Awaited<ReturnType<typeof club>>;
  beforeAll(async () => {
    world = await club();
  });
  afterAll(() => world.ctx.close());

  it('when two 7-day trials end, one paid and one declined, then that week converted 50% and both count in MRR until one ends', async () => {
    const { life, ctx, subscriptionOf } = world;
    const declined = await life.joinTrialWithDecliningCard('metrics.declined@example.com', 'individual');
    // The plan now has the 7-day trial: this member pays with a card that works.
    const payer = await life.signUp('metrics.payer@example.com', 'individual', 'month');
    const trialEnd = (await subscriptionOf(payer.userId)).trialEnd!;

    const during = await world.metrics(4);
    expect(during.mrr.values.at(-1)).toBe(0);
    expect(plan(during, 'Individual')?.values.at(-1)).toBe(2);

    await life.advance(8);
    expect((await subscriptionOf(declined.userId)).status).toBe('past_due');
    expect((await subscriptionOf(payer.userId)).status).toBe('active');
    const body = await world.metrics(4);

    const week = body.weeks.indexOf(weekRange(trialEnd, 1).first);
    expect(week).toBeGreaterThanOrEqual(0);
    expect(body.trial_conversion.trials_ended[week]).toBe(2);
    expect(body.trial_conversion.converted[week]).toBe(1);
    expect(body.trial_conversion.values[week]).toBe(50);
    const [price] = await ctx.database.db
      .select({ amountCents: prices.amountCents })
      .from(prices)
      .where(sql`${prices.id} = ${(await subscriptionOf(payer.userId)).priceId}`);
    // Behind on a payment still counts until the membership ends (the record keeps no payment history).
    expect(body.mrr.values.at(-1)).toBe(2 * price!.amountCents);
  });
});
