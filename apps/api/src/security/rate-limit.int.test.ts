import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signInThroughLocalProvider } from '../test/sign-in';
import { createTestApp, type TestContext } from '../test/test-app';
import { RATE_LIMITS } from './rate-limit';

const SIGN_IN = 'Too many sign-in attempts. Please wait a minute and try again.';
const CHECKOUT = 'Too many checkout attempts. Please wait a minute and try again.';
const BILLING = 'Too many requests to open billing. Please wait a minute and try again.';
const WALLET = 'Too many wallet pass requests. Please wait a minute and try again.';
const FAMILY = 'Too many changes to family members. Please wait a minute and try again.';
const PROFILE = 'Too many profile updates. Please wait a minute and try again.';

const CALLBACK_URL = 'http://localhost:3000/api/v1/auth/workos/callback';
const PER_ADDRESS = RATE_LIMITS.signInStart.rules[0].max;

/** A 429 in the app's error shape, with a Retry-After a person can act on. */
function expectLimited(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message, code: 'rate_limited' });
  expectRetryAfter(res);
}

function expectRetryAfter(res: LightMyRequestResponse) {
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
}

describe('rate limits (in process)', () => {
  let ctx: TestContext;
  let next = 0;
  /** A member of their own, so no test spends another's allowance. */
  const member = async () => {
    next += 1;
    const { token } = await signInThroughLocalProvider(ctx, { email: `limited-${next}@example.com`, name: 'Lim Ited' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(token) });
    return { token, id: me.json().user.id as number };
  };
  const startSignIn = (remoteAddress: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/workos/redirect?state=${encodeURIComponent(JSON.stringify({ return_to: '/dashboard' }))}`,
      remoteAddress,
    });
  const submitForm = (remoteAddress: string, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/local/authorize',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: 'a-state',
        redirect_uri: CALLBACK_URL,
        screen_hint: 'sign-in',
        email,
        name: 'Form Filler',
      }).toString(),
    });
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('sign-in', () => {
    it(`when one address starts ${PER_ADDRESS} sign-ins in a minute, then the next is refused with a clear message and others still get through`, async () => {
      for (let i = 0; i < PER_ADDRESS; i++) expect((await startSignIn('198.51.100.1')).statusCode).toBe(302);
      expectLimited(await startSignIn('198.51.100.1'), SIGN_IN);
      expect((await startSignIn('198.51.100.2')).statusCode).toBe(302);
    });

    it('when the minute has passed, then the same address may sign in again', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      for (let i = 0; i < PER_ADDRESS; i++) await startSignIn('198.51.100.3');
      const refused = await startSignIn('198.51.100.3');
      expect(refused.statusCode).toBe(429);
      vi.setSystemTime(Date.now() + Number(refused.headers['retry-after']) * 1000 + 1);
      expect((await startSignIn('198.51.100.3')).statusCode).toBe(302);
    });

    it('when the callback is called past the limit, then it is refused too', async () => {
      const callback = () =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/v1/auth/workos/callback?code=x&state=y',
          remoteAddress: '198.51.100.4',
        });
      for (let i = 0; i < PER_ADDRESS; i++) expect((await callback()).statusCode).toBe(302);
      expectLimited(await callback(), SIGN_IN);
    });

    it('when one email is tried 10 times from different addresses, then the 11th shows the form again with the message', async () => {
      for (let i = 0; i < 10; i++)
        expect((await submitForm(`192.0.2.${i + 1}`, 'Target@Example.com')).statusCode).toBe(303);
      const refused = await submitForm('192.0.2.50', ' target@example.com ');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.body).toContain(SIGN_IN);
      expect(refused.body).toContain('name="state" value="a-state"');
      expectRetryAfter(refused);
      expect((await submitForm('192.0.2.50', 'someone-else@example.com')).statusCode).toBe(303);
    });

    it(`when one address submits the form ${PER_ADDRESS} times, then the next is refused whatever the email`, async () => {
      for (let i = 0; i < PER_ADDRESS; i++) {
        expect((await submitForm('198.51.100.5', `person-${i}@example.com`)).statusCode).toBe(303);
      }
      const refused = await submitForm('198.51.100.5', 'fresh@example.com');
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain(SIGN_IN);
    });
  });

  describe('checkout and billing', () => {
    it('when a member starts checkout 10 times in a minute, then the 11th is refused and another member is not', async () => {
      const [a, b] = [await member(), await member()];
      // Each attempt counts, whether or not the payment provider is reached.
      for (let i = 0; i < 10; i++)
        expect((await call(a.token, 'POST', '/subscriptions/checkout', {})).statusCode).toBe(400);
      expectLimited(await call(a.token, 'POST', '/subscriptions/checkout', {}), CHECKOUT);
      expect((await call(b.token, 'POST', '/subscriptions/checkout', {})).statusCode).toBe(400);
    });

    it(`when members at one address start ${PER_ADDRESS} checkouts, then the next is refused for any of them`, async () => {
      const members = [];
      for (let i = 0; i < PER_ADDRESS / 10 + 1; i++) members.push(await member());
      const checkout = (token: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/subscriptions/checkout',
          headers: bearer(token),
          payload: {},
          remoteAddress: '198.51.100.6',
        });
      for (const { token } of members.slice(0, -1)) {
        for (let i = 0; i < 10; i++) expect((await checkout(token)).statusCode).toBe(400);
      }
      expectLimited(await checkout(members.at(-1)?.token as string), CHECKOUT);
    });

    it('when a member confirms checkout 20 times, then the 21st is refused', async () => {
      const { token } = await member();
      const confirm = () => call(token, 'POST', '/subscriptions/validate-session', { session_id: 'cs_unknown' });
      for (let i = 0; i < 20; i++) expect((await confirm()).statusCode).not.toBe(429);
      expectLimited(await confirm(), CHECKOUT);
    });

    it('when a member opens billing 10 times through either portal route, then the 11th is refused', async () => {
      const { token } = await member();
      for (let i = 0; i < 5; i++) {
        expect((await call(token, 'GET', '/subscriptions/portal')).statusCode).not.toBe(429);
        expect((await call(token, 'GET', '/billing/portal')).statusCode).not.toBe(429);
      }
      expectLimited(await call(token, 'GET', '/billing/portal'), BILLING);
      expectLimited(await call(token, 'GET', '/subscriptions/portal'), BILLING);
    });
  });

  describe('family, profile and wallet', () => {
    it('when a member makes 30 family changes in a minute, then the 31st is refused, reading is not, and another member may still write', async () => {
      const [a, b] = [await member(), await member()];
      const writes = [
        () => call(a.token, 'POST', '/memberships', { membership: { display_name: 'Kid' } }),
        () => call(a.token, 'PATCH', '/memberships/2147483000', { membership: { display_name: 'Kid' } }),
        () => call(a.token, 'PATCH', '/memberships/2147483000/complete_profile', { profile: {} }),
        () => call(a.token, 'DELETE', '/memberships/2147483000'),
      ];
      for (let i = 0; i < 30; i++) expect((await writes[i % writes.length]?.())?.statusCode).not.toBe(429);
      for (const write of writes) expectLimited(await write(), FAMILY);
      expect((await call(a.token, 'GET', '/users/family_members')).statusCode).toBe(200);
      expect(
        (await call(b.token, 'POST', '/memberships', { membership: { display_name: 'Kid' } })).statusCode,
      ).not.toBe(429);
    });

    it('when the minute has passed, then the member may change their family again', async () => {
      const { token } = await member();
      vi.useFakeTimers({ toFake: ['Date'] });
      for (let i = 0; i < 30; i++) await call(token, 'DELETE', '/memberships/2147483000');
      expectLimited(await call(token, 'DELETE', '/memberships/2147483000'), FAMILY);
      vi.setSystemTime(Date.now() + 60_001);
      expect((await call(token, 'DELETE', '/memberships/2147483000')).statusCode).toBe(404);
    });

    it('when a member updates their profile 20 times, then the 21st is refused', async () => {
      const { token, id } = await member();
      for (let i = 0; i < 10; i++) {
        expect((await call(token, 'PATCH', '/memberships/update_profile', { profile: {} })).statusCode).not.toBe(429);
        expect((await call(token, 'PUT', `/users/${id}`, { user: { name: `Name ${i}` } })).statusCode).toBe(200);
      }
      expectLimited(await call(token, 'PUT', `/users/${id}`, { user: { name: 'One more' } }), PROFILE);
      expectLimited(await call(token, 'PATCH', '/memberships/update_profile', { profile: {} }), PROFILE);
      const user = await call(token, 'GET', `/users/${id}`);
      expect(user.json().user.name).toBe('Name 9');
    });

    it('when a member asks for 30 wallet passes, then the 31st is refused', async () => {
      const { token } = await member();
      const pass = () => call(token, 'POST', '/wallet_passes', { platform: 'apple', membership_id: 2147483000 });
      for (let i = 0; i < 30; i++) expect((await pass()).statusCode).not.toBe(429);
      expectLimited(await pass(), WALLET);
    });
  });

  describe('behind a load balancer', () => {
    let proxied: TestContext;
    beforeAll(async () => {
      proxied = await createTestApp({ TRUST_PROXY: '1' });
    });
    afterAll(async () => {
      await proxied?.close();
    });

    it('when TRUST_PROXY=1, then each forwarded client is counted apart, not the balancer', async () => {
      const start = (client: string) =>
        proxied.app.inject({
          method: 'GET',
          url: `/api/v1/auth/workos/redirect?state=${encodeURIComponent(JSON.stringify({ return_to: '/dashboard' }))}`,
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < PER_ADDRESS; i++) expect((await start('203.0.113.10')).statusCode).toBe(302);
      expectLimited(await start('203.0.113.10'), SIGN_IN);
      expect((await start('203.0.113.11')).statusCode).toBe(302);
    });
  });
});
