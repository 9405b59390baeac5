import { createHash } from 'node:crypto';
import { AccountExportSchema } from '@arx/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckoutSessions, subscriptions, trialClaims, users } from '../../db/schema';
import { type FakeStripe, startFakeStripe, stripeSettingsFor } from '../../test/fakes/fake-stripe';
import { type PlanSlug, seedPlanIds } from '../../test/plans';
import { subscribeThroughSandbox } from '../../test/sandbox-checkout';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { startStripeCheckout } from '../../test/stripe-checkout';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * One free trial per person, also across a deleted account (docs/decisions/0012): what is kept
 * is a keyed hash of the e-mail address (and, with Stripe, of the card's fingerprint), never
 * the address or the card, in rows that deleting an account leaves alone.
 */

async function signedInMember(ctx: TestContext, email: string) {
  const { token } = await signInThroughLocalProvider(ctx, { email, name: 'Robin Again' });
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return { token, userId: user!.id };
}

const ourSubscriptions = (ctx: TestContext, userId: number) =>
  ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.id));

const claims = (ctx: TestContext) => ctx.database.db.select().from(trialClaims).orderBy(trialClaims.createdAt);

async function exported(ctx: TestContext, token: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/account/export', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return AccountExportSchema.parse(res.json());
}

async function deleteAccount(ctx: TestContext, token: string) {
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/account',
    headers: bearer(token),
    payload: { confirm: 'DELETE' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('one free trial per person, across a deleted account (sandbox)', () => {
  let ctx: TestContext;
  let plans: Record<PlanSlug, number>;

  beforeAll(async () => {
    ctx = await createTestApp();
    plans = await seedPlanIds(ctx);
  });
  afterAll(() => ctx.close());

  const lastCheckoutOf = async (userId: number) => {
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    const [session] = await ctx.database.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.customerId, user!.paymentCustomerId!))
      .orderBy(desc(sandboxCheckoutSessions.createdAt))
      .limit(1);
    return session!;
  };

  it('when a member who had a free trial deletes the account and signs up again with the same e-mail, then the new membership is paid from the first day', async () => {
    const first = await signedInMember(ctx, 'trial-twice@example.com');
    await subscribeThroughSandbox(ctx, first.token, plans.partner_pet);
    expect((await ourSubscriptions(ctx, first.userId))[0]).toMatchObject({ status: 'trialing' });

    await deleteAccount(ctx, first.token);

    // Kept after the deletion, and not the address in clear nor its plain (unkeyed) hash.
    const kept = await claims(ctx);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ kind: 'email' });
    const digest = kept[0]!.digest;
    expect(digest).not.toContain('trial-twice');
    expect(digest).not.toBe(createHash('sha256').update('trial-twice@example.com').digest('hex'));
    expect(digest).not.toBe(createHash('sha256').update('trial-twice@example.com').digest('base64url'));

    // The same person, the address typed with capitals and spaces this time.
    const again = await signedInMember(ctx, '  Trial-Twice@Example.COM ');
    expect(again.userId).not.toBe(first.userId);
    await subscribeThroughSandbox(ctx, again.token, plans.partner_pet);

    expect(await lastCheckoutOf(again.userId)).toMatchObject({ trialDays: 0, paymentStatus: 'paid' });
    expect((await ourSubscriptions(ctx, again.userId))[0]).toMatchObject({ status: 'active', trialEnd: null });
    expect(await claims(ctx)).toHaveLength(1);
  });

  it('when someone with another e-mail signs up, then they still get their free trial', async () => {
    const someoneElse = await signedInMember(ctx, 'never-trialed@example.com');

    await subscribeThroughSandbox(ctx, someoneElse.token, plans.partner_pet);

    expect(await lastCheckoutOf(someoneElse.userId)).toMatchObject({ trialDays: 7 });
    expect((await ourSubscriptions(ctx, someoneElse.userId))[0]).toMatchObject({ status: 'trialing' });
  });

  it('when a member exports their data, then the file says what is kept about free trials and whether their e-mail is on record', async () => {
    const trialing = await signedInMember(ctx, 'export-trial@example.com');
    await subscribeThroughSandbox(ctx, trialing.token, plans.partner_pet);
    const paying = await signedInMember(ctx, 'export-paid@example.com');
    await subscribeThroughSandbox(ctx, paying.token, plans.individual);

    const withTrial = await exported(ctx, trialing.token);
    const withoutTrial = await exported(ctx, paying.token);

    expect(withTrial.free_trial_record).toMatchObject({ email_on_record: true, card_on_record: null });
    expect(withTrial.free_trial_record.explanation).toMatch(/keyed hash of your e-mail address/);
    expect(withTrial.free_trial_record.explanation).toMatch(/card/);
    expect(withTrial.free_trial_record.explanation).toMatch(/also after you delete your account/);
    expect(withoutTrial.free_trial_record).toMatchObject({ email_on_record: false, card_on_record: null });
  });
});

describe('one free trial per card (Stripe)', () => {
  let stripe: FakeStripe;
  let ctx: TestContext;
  let plans: Record<PlanSlug, number>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    ctx = await createTestApp({ APP_URL: 'https://club.example.com', ...stripeSettingsFor(stripe, 'sk_test_claims') });
    plans = await seedPlanIds(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const checkout = (token: string, planId: number) => startStripeCheckout(ctx, stripe, token, planId);

  async function validate(token: string, sessionId: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/validate-session',
      headers: bearer(token),
      payload: { session_id: sessionId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const trialEndings = (subscriptionId: string) =>
    stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}` && r.body.trial_end === 'now',
    );

  it('when a second account pays with a card that already had a free trial, then its trial ends at once and it is charged', async () => {
    const first = await signedInMember(ctx, 'card-first@example.com');
    const firstCheckout = await checkout(first.token, plans.partner_pet);
    const firstTrial = stripe.completeCheckout(firstCheckout.sessionId, { card: { fingerprint: 'fp_shared_card' } });
    expect((await validate(first.token, firstCheckout.sessionId)).subscription).toMatchObject({ status: 'trialing' });
    // Converging the same trial again is not a second trial.
    await validate(first.token, firstCheckout.sessionId);
    expect(trialEndings(firstTrial.id)).toEqual([]);
    expect((await ourSubscriptions(ctx, first.userId))[0]).toMatchObject({ status: 'trialing' });
    expect(await exported(ctx, first.token)).toMatchObject({
      free_trial_record: { email_on_record: true, card_on_record: true },
    });
    const kept = await claims(ctx);
    expect(kept.map((claim) => claim.kind).sort()).toEqual(['card', 'email']);
    expect(kept.map((claim) => claim.digest).join(' ')).not.toContain('fp_shared_card');
    await deleteAccount(ctx, first.token);

    const second = await signedInMember(ctx, 'card-second@example.com');
    const secondCheckout = await checkout(second.token, plans.partner_pet);
    // A new address: checkout offers the trial, as nothing yet says who pays.
    expect(secondCheckout.request.subscription_data).toEqual({ trial_period_days: '7' });
    const secondTrial = stripe.completeCheckout(secondCheckout.sessionId, { card: { fingerprint: 'fp_shared_card' } });

    const answer = await validate(second.token, secondCheckout.sessionId);

    expect(trialEndings(secondTrial.id)).toHaveLength(1);
    expect(stripe.state.subscriptions.get(secondTrial.id)).toMatchObject({ status: 'active' });
    expect(answer.subscription).toMatchObject({ status: 'active' });
    const [ours] = await ourSubscriptions(ctx, second.userId);
    expect(ours).toMatchObject({ status: 'active' });
    expect(ours!.trialEnd!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('when another card starts a free trial, then it keeps it', async () => {
    const member = await signedInMember(ctx, 'card-other@example.com');
    const started = await checkout(member.token, plans.partner_pet);
    const trial = stripe.completeCheckout(started.sessionId, { card: { fingerprint: 'fp_other_card' } });

    expect((await validate(member.token, started.sessionId)).subscription).toMatchObject({ status: 'trialing' });

    expect(trialEndings(trial.id)).toEqual([]);
    expect((await ourSubscriptions(ctx, member.userId))[0]).toMatchObject({ status: 'trialing' });
  });
});
