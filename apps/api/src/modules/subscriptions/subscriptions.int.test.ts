import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, subscriptions, users } from '../../db/schema';
import { seedPlanIds } from '../../test/plans';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('subscribing with the sandbox provider', () => {
  let ctx: TestContext;
  let plans: Record<string, number>;
  beforeAll(async () => {
    ctx = await createTestApp();
    plans = await seedPlanIds(ctx);
  });
  afterAll(() => ctx.close());

  const member = async (email: string) => {
    const { token } = await signInThroughLocalProvider(ctx, { email, name: email.split('@')[0] });
    return token;
  };
  const checkout = (token: string, plan_id: number, interval = 'month') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/checkout',
      headers: bearer(token),
      payload: { plan_id, interval },
    });
  /** The member on the hosted checkout page: types a card and presses Pay. */
  const pay = async (checkoutUrl: string, card: string) => {
    const path = new URL(checkoutUrl).pathname;
    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Card number');
    return ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card_number: card }).toString(),
    });
  };
  const validate = (token: string, session_id: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/validate-session',
      headers: bearer(token),
      payload: { session_id },
    });
  const status = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/users/subscription_status', headers: bearer(token) })).json();

  it('checks out, pays with 4242…, validates, and creates the card holder membership once', async () => {
    const token = await member('pay@example.com');
    expect(await status(token)).toMatchObject({ has_active_subscription: false, status: null });
    const started = await checkout(token, plans.individual as number);
    expect(started.statusCode).toBe(200);
    const paid = await pay(started.json().checkout_url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    const success = new URL(paid.headers.location as string);
    expect(success.pathname).toBe('/billing/success');
    const sessionId = success.searchParams.get('session_id') as string;

    const first = await validate(token, sessionId);
    expect(first.json()).toEqual({
      success: true,
      message: expect.any(String),
      subscription: { plan_name: 'Individual', status: 'active' },
    });
    const again = await validate(token, sessionId);
    expect(again.json().success).toBe(true);

    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'pay@example.com'));
    expect(await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id))).toHaveLength(
      1,
    );
    const cards = await ctx.database.db.select().from(memberships).where(eq(memberships.ownerUserId, user!.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      personCode: 1,
      sequence: 1,
      groupCode: 'ARXASOLO',
      binNumber: '022352',
      profileCompleted: false,
    });
    expect(cards[0]!.memberNumber).toMatch(/^ARX-\d{6}$/);
    expect(await status(token)).toMatchObject({
      has_active_subscription: true,
      plan_name: 'Individual',
      status: 'active',
      billing_interval: 'month',
    });
  });

  it('answers 409 to a member who already has an active subscription', async () => {
    const token = await member('twice@example.com');
    const started = await checkout(token, plans.family as number, 'year');
    const paid = await pay(started.json().checkout_url, '4242424242424242');
    await validate(token, new URL(paid.headers.location as string).searchParams.get('session_id') as string);
    const second = await checkout(token, plans.individual as number);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('conflict');
  });

  it('starts a free trial on a plan that has one', async () => {
    const token = await member('trial@example.com');
    const started = await checkout(token, plans.partner_pet as number);
    const paid = await pay(started.json().checkout_url, '4242424242424242');
    const result = await validate(
      token,
      new URL(paid.headers.location as string).searchParams.get('session_id') as string,
    );
    expect(result.json().subscription).toEqual({ plan_name: 'Partner/Pet', status: 'trialing' });
    const s = await status(token);
    expect(new Date(s.trial_end).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('leaves a declined card without a subscription, and validation says so', async () => {
    const token = await member('declined@example.com');
    const started = await checkout(token, plans.individual as number);
    const declined = await pay(started.json().checkout_url, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toContain('Your card was declined.');
    const sessionId = new URL(started.json().checkout_url).pathname.split('/').pop() as string;
    const result = await validate(token, sessionId);
    expect(result.json()).toMatchObject({ success: false, subscription: null });
    expect(await status(token)).toMatchObject({ has_active_subscription: false });
  });

  it('fulfils nothing for a session id that belongs to another member', async () => {
    const owner = await member('owner@example.com');
    const thief = await member('thief@example.com');
    const started = await checkout(owner, plans.individual as number);
    const paid = await pay(started.json().checkout_url, '4242424242424242');
    const sessionId = new URL(paid.headers.location as string).searchParams.get('session_id') as string;
    const stolen = await validate(thief, sessionId);
    expect(stolen.statusCode).toBe(404);
    expect(await status(thief)).toMatchObject({ has_active_subscription: false });
    const [thiefUser] = await ctx.database.db.select().from(users).where(eq(users.email, 'thief@example.com'));
    expect(
      await ctx.database.db.select().from(memberships).where(eq(memberships.ownerUserId, thiefUser!.id)),
    ).toHaveLength(0);
  });

  it.each([
    [{ plan_id: 'abc' }, 400],
    [{ plan_id: 1, interval: 'week' }, 400],
    [{ plan_id: 99999 }, 404],
  ])('refuses checkout %j with %i', async (payload, code) => {
    const token = await member(`bad-${code}-${Math.random()}@example.com`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/checkout',
      headers: bearer(token),
      payload,
    });
    expect(res.statusCode).toBe(code);
  });

  it('shows billing details, the first invoice with a PDF, and a portal link', async () => {
    const token = await member('billing@example.com');
    const none = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/details', headers: bearer(token) });
    expect(none.json()).toEqual({
      hasSubscription: false,
      subscription: null,
      paymentMethod: null,
      billingAddress: null,
    });
    const started = await checkout(token, plans.family as number, 'year');
    const paid = await pay(started.json().checkout_url, '4242424242424242');
    await validate(token, new URL(paid.headers.location as string).searchParams.get('session_id') as string);

    const details = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/details', headers: bearer(token) })
    ).json();
    expect(details).toMatchObject({
      hasSubscription: true,
      subscription: { planName: 'Family', status: 'active', billingCycle: 'annual', cancelAtPeriodEnd: false },
      paymentMethod: { brand: expect.stringMatching(/visa/i), last4: '4242' },
    });
    expect(details.subscription.amount).toBeCloseTo(24.99 * 11, 2);

    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/invoices?limit=10', headers: bearer(token) })
    ).json();
    expect(list.has_more).toBe(false);
    expect(list.invoices).toHaveLength(1);
    expect(list.invoices[0]).toMatchObject({ status: 'paid', paid: true, currency: 'usd' });
    const pdf = await ctx.app.inject({ method: 'GET', url: new URL(list.invoices[0].pdfUrl).pathname });
    expect(pdf.headers['content-type']).toContain('application/pdf');

    const portal = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/portal', headers: bearer(token) })
    ).json();
    expect(portal.portalUrl).toMatch(/^http:\/\/localhost:3000\/api\/v1\/sandbox\/portal\//);
    const legacy = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions/portal', headers: bearer(token) })
    ).json();
    expect(legacy.portal_url).toMatch(/\/sandbox\/portal\//);
  });

  it('shows canceling after the member cancels in the portal', async () => {
    const token = await member('cancel@example.com');
    const started = await checkout(token, plans.individual as number);
    const paid = await pay(started.json().checkout_url, '4242424242424242');
    await validate(token, new URL(paid.headers.location as string).searchParams.get('session_id') as string);
    const portalPath = new URL(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/portal', headers: bearer(token) })).json().portalUrl,
    ).pathname;
    const page = await ctx.app.inject({ method: 'GET', url: portalPath });
    expect(page.body).toContain('Cancel subscription');
    const subscriptionId = page.body.match(/name="subscription_id" value="([^"]+)"/)?.[1] as string;
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `${portalPath}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ subscription_id: subscriptionId }).toString(),
    });
    expect(cancel.statusCode).toBe(303);
    expect(await status(token)).toMatchObject({ has_active_subscription: true, status: 'canceling' });
  });

  it('needs a token for every subscription and billing endpoint', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/subscriptions/checkout'],
      ['POST', '/api/v1/subscriptions/validate-session'],
      ['GET', '/api/v1/subscriptions/portal'],
      ['GET', '/api/v1/users/subscription_status'],
      ['GET', '/api/v1/billing/details'],
      ['GET', '/api/v1/billing/invoices'],
      ['GET', '/api/v1/billing/portal'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
