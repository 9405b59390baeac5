import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckoutSessions, sandboxInvoices, sandboxSubscriptions, subscriptions, users } from '../../db/schema';
import { type FakeStripe, startFakeStripe, stripeSettingsFor } from '../../test/fakes/fake-stripe';
import { type PlanSlug, seedPlanIds } from '../../test/plans';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { cancelInSandboxPortal } from '../../test/sandbox-portal';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { startStripeCheckout } from '../../test/stripe-checkout';
import { createTestApp, type TestContext } from '../../test/test-app';
import { handleProviderEvent } from './subscription-sync';
import { deliverWebhook } from './webhook-test-setup';

/** The seeded plans: Partner/Pet is the one sold with a free trial. */
async function seededPlans(ctx: TestContext) {
  const plans = await seedPlanIds(ctx);
  return plans;
}

async function signedInMember(ctx: TestContext, email: string) {
  const { token } = await signInThroughLocalProvider(ctx, { email, name: 'Robin Returning' });
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return { token, userId: user!.id };
}

const ourSubscriptions = (ctx: TestContext, userId: number) =>
  ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.id));

describe('one free trial per person (sandbox)', () => {
  let ctx: TestContext;
  let plans: Record<PlanSlug, number>;

  beforeAll(async () => {
    ctx = await createTestApp();
    plans = await seededPlans(ctx);
  });
  afterAll(() => ctx.close());

  const customerOf = async (userId: number) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]!.paymentCustomerId!;

  /** The canceled subscription's period runs out at the sandbox, which then tells the app it ended. */
  async function periodRunsOut(userId: number) {
    const [sub] = await ctx.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, await customerOf(userId)))
      .orderBy(desc(sandboxSubscriptions.createdAt));
    const past = new Date(Date.now() - 1000);
    await ctx.database.db
      .update(sandboxSubscriptions)
      .set({ currentPeriodEnd: past, ...(sub!.trialEnd ? { trialEnd: past } : {}) })
      .where(eq(sandboxSubscriptions.id, sub!.id));
    await handleProviderEvent(
      { db: ctx.database.db, payments: ctx.app.integrations.payments },
      {
        id: `evt_period_end_${sub!.id}`,
        type: 'customer.subscription.deleted',
        subscriptionId: sub!.id,
        checkoutSessionId: null,
        customerId: sub!.customerId,
      },
    );
    expect((await ourSubscriptions(ctx, userId))[0]).toMatchObject({ status: 'canceled' });
  }

  /** What the sandbox charged the customer, oldest first. */
  const invoicesOf = async (userId: number) =>
    (
      await ctx.database.db
        .select()
        .from(sandboxInvoices)
        .where(eq(sandboxInvoices.customerId, await customerOf(userId)))
        .orderBy(sandboxInvoices.number)
    ).map((invoice) => ({ amountCents: invoice.amountCents, description: invoice.description }));

  const lastCheckoutOf = async (userId: number) =>
    (
      await ctx.database.db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.customerId, await customerOf(userId)))
        .orderBy(desc(sandboxCheckoutSessions.createdAt))
        .limit(1)
    )[0]!;

  it('when a member cancels their free trial and subscribes again, then the new subscription is active and paid at once', async () => {
    const me = await signedInMember(ctx, 'trial-again@example.com');
    await subscribeThroughSandbox(ctx, me.token, plans.partner_pet);
    expect((await ourSubscriptions(ctx, me.userId))[0]).toMatchObject({ status: 'trialing' });
    await cancelInSandboxPortal(ctx, me.token);
    expect((await ourSubscriptions(ctx, me.userId))[0]).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    await periodRunsOut(me.userId);

    await subscribeThroughSandbox(ctx, me.token, plans.partner_pet);

    expect(await lastCheckoutOf(me.userId)).toMatchObject({ trialDays: 0, paymentStatus: 'paid' });
    const [latest, first] = await ourSubscriptions(ctx, me.userId);
    expect(first).toMatchObject({ status: 'canceled' });
    expect(latest).toMatchObject({ status: 'active', trialEnd: null, amountCents: 1499 });
    expect(await invoicesOf(me.userId)).toEqual([
      { amountCents: 0, description: 'Partner/Pet plan (monthly): free trial' },
      { amountCents: 1499, description: 'Partner/Pet plan (monthly)' },
    ]);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/subscription_status',
      headers: bearer(me.token),
    });
    expect(status.json()).toMatchObject({ has_active_subscription: true, status: 'active', trial_end: null });
  });

  it('when a member whose paid plan ended chooses a plan with a free trial, then they pay from the first day too', async () => {
    const me = await signedInMember(ctx, 'paid-before@example.com');
    await subscribeThroughSandbox(ctx, me.token, plans.individual);
    await cancelInSandboxPortal(ctx, me.token);
    await periodRunsOut(me.userId);

    await subscribeThroughSandbox(ctx, me.token, plans.partner_pet);

    expect(await lastCheckoutOf(me.userId)).toMatchObject({ trialDays: 0, paymentStatus: 'paid' });
    expect((await ourSubscriptions(ctx, me.userId))[0]).toMatchObject({ status: 'active', trialEnd: null });
    expect((await invoicesOf(me.userId)).map((invoice) => invoice.amountCents)).toEqual([999, 1499]);
  });

  it('when a member subscribes for the first time to a plan with a free trial, then they get it', async () => {
    const me = await signedInMember(ctx, 'first-time@example.com');

    await subscribeThroughSandbox(ctx, me.token, plans.partner_pet);

    expect(await lastCheckoutOf(me.userId)).toMatchObject({ trialDays: 7, paymentStatus: 'no_payment_required' });
    expect((await ourSubscriptions(ctx, me.userId))[0]).toMatchObject({ status: 'trialing' });
  });
});

describe('one free trial per person (Stripe)', () => {
  let stripe: FakeStripe;
  let ctx: TestContext;
  let plans: Record<PlanSlug, number>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    ctx = await createTestApp({ APP_URL: 'https://club.example.com', ...stripeSettingsFor(stripe, 'sk_test_trial') });
    plans = await seededPlans(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const startCheckout = (token: string, planId: number) => startStripeCheckout(ctx, stripe, token, planId);

  const validate = (token: string, sessionId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/validate-session',
      headers: bearer(token),
      payload: { session_id: sessionId },
    });

  it('when a member whose trial was canceled checks out again, then the second Checkout Session asks Stripe for no trial', async () => {
    const me = await signedInMember(ctx, 'stripe-trial-again@example.com');
    const first = await startCheckout(me.token, plans.partner_pet);
    expect(first.request.subscription_data).toEqual({ trial_period_days: '7' });
    const trial = stripe.completeCheckout(first.sessionId);
    expect((await validate(me.token, first.sessionId)).json().subscription).toMatchObject({ status: 'trialing' });
    const endedAt = Math.floor(Date.now() / 1000);
    stripe.setSubscription(trial.id, { status: 'canceled', canceled_at: endedAt, ended_at: endedAt });
    const ended = await deliverWebhook(
      ctx.app,
      stripe.signedEvent({ type: 'customer.subscription.deleted', object: structuredClone(trial) }),
    );
    expect(ended.statusCode, ended.body).toBe(200);

    const second = await startCheckout(me.token, plans.partner_pet);

    expect(second.request).not.toHaveProperty('subscription_data');
    const paid = stripe.completeCheckout(second.sessionId);
    expect(paid).toMatchObject({ status: 'active', trial_end: null });
    expect((await validate(me.token, second.sessionId)).json().subscription).toMatchObject({ status: 'active' });
    expect((await ourSubscriptions(ctx, me.userId))[0]).toMatchObject({ status: 'active', trialEnd: null });
  });

  it('when Stripe holds a trial for the customer that we never heard of, then the next checkout has no trial', async () => {
    const me = await signedInMember(ctx, 'stripe-unheard@example.com');
    const first = await startCheckout(me.token, plans.partner_pet);
    // Paid at Stripe, but the member never came back and no webhook arrived.
    stripe.completeCheckout(first.sessionId);
    expect(await ourSubscriptions(ctx, me.userId)).toEqual([]);

    const second = await startCheckout(me.token, plans.partner_pet);

    expect(second.request).not.toHaveProperty('subscription_data');
    const [customer] = await ctx.database.db.select().from(users).where(eq(users.id, me.userId));
    const listed = stripe.requests.filter(
      (r) => r.method === 'GET' && r.path === '/v1/subscriptions' && r.body.customer === customer!.paymentCustomerId,
    );
    expect(listed.length).toBeGreaterThan(0);
  });
});
