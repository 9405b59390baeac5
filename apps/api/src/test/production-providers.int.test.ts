import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, products } from '../db/schema';
import { seedPlans } from '../db/seed/seed';
import { loadPlanSeeds } from '../db/seed/seed-data';
import { type FakeStripe, startFakeStripe, stripeSettingsFor } from './fakes/fake-stripe';
import { type FakeWorkos, startFakeWorkos } from './fakes/fake-workos';
import { bearer, exchangeSignInCode } from './sign-in';
import { createTestApp, type TestContext } from './test-app';

/**
 * The production setup chosen by configuration alone: WorkOS sign-in and Stripe payments, the
 * real SDKs pointed at local fakes. A member signs in, checks out, pays at "Stripe", and comes
 * back active, through the same routes the embedded default uses.
 */
describe('the whole app with IDENTITY_PROVIDER=workos and PAYMENT_PROVIDER=stripe', () => {
  let workos: FakeWorkos;
  let stripe: FakeStripe;
  let ctx: TestContext;

  beforeAll(async () => {
    workos = await startFakeWorkos({ apiKey: 'sk_test_workos', clientId: 'client_test' });
    stripe = await startFakeStripe();
    ctx = await createTestApp({
      APP_URL: 'https://club.example.com',
      IDENTITY_PROVIDER: 'workos',
      WORKOS_API_KEY: 'sk_test_workos',
      WORKOS_CLIENT_ID: 'client_test',
      WORKOS_API_HOSTNAME: '127.0.0.1',
      WORKOS_API_PORT: String(workos.port),
      WORKOS_API_HTTPS: 'false',
      ...stripeSettingsFor(stripe, 'sk_test_stripe'),
    });
    await seedPlans(ctx.database.db, loadPlanSeeds());
  });
  afterAll(async () => {
    await ctx.close();
    await workos.close();
    await stripe.close();
  });

  it('signs in with WorkOS, checks out with Stripe, and the member becomes active', async () => {
    const start = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/workos/redirect?signup=true&state=${encodeURIComponent(JSON.stringify({ return_to: '/register?productId=1&interval=month' }))}`,
    });
    const authorize = new URL(start.headers.location as string);
    expect(authorize.host).toBe(`127.0.0.1:${workos.port}`);
    expect(authorize.searchParams.get('client_id')).toBe('client_test');
    expect(authorize.searchParams.get('screen_hint')).toBe('sign-up');
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://club.example.com/api/v1/auth/workos/callback');
    const cookie = start.cookies.find((c) => c.name === 'arx_sign_in');
    expect(cookie?.secure).toBe(true);

    const person = workos.addUser({ email: 'Dana@Example.com', firstName: 'Dana', lastName: 'Ng' });
    const code = workos.issueCode(person.id, { sessionId: 'session_123' });
    const back = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/workos/callback?code=${code}&state=${authorize.searchParams.get('state')}`,
      cookies: { arx_sign_in: cookie?.value ?? '' },
    });
    const landing = new URL(back.headers.location as string);
    expect(landing.origin).toBe('https://club.example.com');
    expect(landing.pathname).toBe('/register');
    expect(landing.searchParams.has('token')).toBe(false);
    const codeCookie = back.cookies.find((c) => c.name === 'arx_sign_in_code');
    expect(codeCookie).toMatchObject({ httpOnly: true, secure: true, path: '/api/v1/auth' });
    const exchanged = await exchangeSignInCode(ctx, landing.searchParams.get('code'), codeCookie?.value);
    expect(exchanged.statusCode).toBe(200);
    const token = exchanged.json().token as string;
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(token) })).json();
    expect(me.user).toMatchObject({ email: 'dana@example.com', name: 'Dana Ng', workos_id: person.id });

    const [individual] = (await ctx.database.db.select().from(products)).filter((p) => p.slug === 'individual');
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/checkout',
      headers: bearer(token),
      payload: { plan_id: individual!.id, interval: 'month' },
    });
    expect(started.statusCode).toBe(200);
    const sessionCreate = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(sessionCreate?.body).toMatchObject({ mode: 'subscription', client_reference_id: String(me.user.id) });
    expect(sessionCreate?.idempotencyKey).toBeTruthy();
    const sessionId = [...stripe.state.checkoutSessions.keys()][0] as string;

    stripe.completeCheckout(sessionId);
    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/validate-session',
      headers: bearer(token),
      payload: { session_id: sessionId },
    });
    expect(validated.json()).toMatchObject({
      success: true,
      subscription: { plan_name: 'Individual', status: 'active' },
    });
    expect(await ctx.database.db.select().from(memberships)).toHaveLength(1);

    const logout = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/logout', headers: bearer(token) });
    const logoutUrl = new URL(logout.json().logout_url);
    expect(logoutUrl.searchParams.get('session_id')).toBe('session_123');
    expect(logoutUrl.searchParams.get('return_to')).toBe('https://club.example.com');
  });

  it('accepts a signed Stripe webhook at /api/v1/webhooks/stripe and refuses an unsigned one', async () => {
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x', type: 'customer.subscription.updated' }),
    });
    expect(unsigned.statusCode).toBe(400);
    const subscription = [...stripe.state.subscriptions.values()][0] as { id: string };
    const event = stripe.signedEvent({ type: 'customer.subscription.updated', object: subscription });
    const signed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ received: true, duplicate: false });
  });
});
