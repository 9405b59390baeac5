import { SIGN_IN_MESSAGES } from '@arx/contracts/sign-in-messages';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokedTokens, users } from '../../db/schema';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

describe('sign-in through the local provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_TOKEN_SECRET: SECRET });
  });
  afterAll(() => ctx.close());

  it('redirects to the provider with a nonce bound to an HttpOnly cookie, and the sign-up hint', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/workos/redirect?signup=true&state=${encodeURIComponent(JSON.stringify({ return_to: '/register?productId=3&interval=year' }))}`,
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.pathname).toBe('/api/v1/auth/local/authorize');
    expect(location.searchParams.get('screen_hint')).toBe('sign-up');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/v1/auth/workos/callback');
    const cookie = res.cookies.find((c) => c.name === 'arx_sign_in');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth', maxAge: 600 });
  });

  it('refuses a callback whose state cookie was tampered with', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/workos/redirect' });
    const cookie = start.cookies.find((c) => c.name === 'arx_sign_in')?.value ?? '';
    const nonce = new URL(start.headers.location as string).searchParams.get('state') ?? '';
    const tampered = cookie.replace('/dashboard', '/billing');
    expect(tampered).not.toBe(cookie);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/workos/callback?code=whatever&state=${nonce}`,
      cookies: { arx_sign_in: tampered },
    });
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.get('error')).toBe('login_failed');
    expect(location.searchParams.get('redirect')).toBe('/dashboard');
  });

  it('shows a page with Email, Name and Continue', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/workos/redirect' });
    const page = await ctx.app.inject({
      method: 'GET',
      url: new URL(start.headers.location as string).pathname + new URL(start.headers.location as string).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="name">Name</label>');
    expect(page.body).toContain('>Continue</button>');
  });

  it('signs a new person up, returns to the target with a one-time code, and creates the user once', async () => {
    const first = await signInThroughLocalProvider(
      ctx,
      { email: 'Maria@Example.com', name: 'Maria Lopez' },
      '/register?productId=3&interval=year',
    );
    const location = new URL(first.location);
    expect(location.origin).toBe('http://localhost:3000');
    expect(location.pathname).toBe('/register');
    expect(location.searchParams.get('productId')).toBe('3');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(first.token) });
    expect(me.json().user).toMatchObject({
      email: 'maria@example.com',
      name: 'Maria Lopez',
      workos_id: 'local|maria@example.com',
    });
    await signInThroughLocalProvider(ctx, { email: 'maria@example.com' });
    const rows = (await ctx.database.db.select().from(users)).filter((u) => u.email === 'maria@example.com');
    expect(rows).toHaveLength(1);
  });

  it.each([['//evil.example/steal'], ['https://evil.example/'], ['/\\evil.example'], ['javascript:alert(1)']])(
    'refuses the open-redirect target %s',
    async (target) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/auth/workos/redirect?state=${encodeURIComponent(JSON.stringify({ return_to: target }))}`,
      });
      const location = new URL(res.headers.location as string);
      expect(location.origin).toBe('http://localhost:3000');
      expect(location.pathname).toBe('/auth/error');
      expect(location.searchParams.get('redirect')).toBe('/dashboard');
      expect(res.cookies.find((c) => c.name === 'arx_sign_in')).toBeUndefined();
    },
  );

  it('sends a callback without the browser cookie to the error screen as login_failed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/workos/callback?code=abc&state=xyz' });
    const location = new URL(res.headers.location as string);
    expect(location.pathname).toBe('/auth/error');
    expect(location.searchParams.get('error')).toBe('login_failed');
  });

  it('sends a sign-in started from a Spanish page that fails to the Spanish error screen, with the API’s English words', async () => {
    const start = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/workos/redirect?state=${encodeURIComponent(JSON.stringify({ return_to: '/es/billing' }))}`,
    });
    const cookie = start.cookies.find((c) => c.name === 'arx_sign_in')?.value ?? '';
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/workos/callback?code=abc&state=not-the-nonce',
      cookies: { arx_sign_in: cookie },
    });
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe('http://localhost:3000');
    expect(location.pathname).toBe('/es/auth/error');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'login_failed',
      redirect: '/es/billing',
      message: SIGN_IN_MESSAGES.notVerified,
    });
  });

  it('refuses an unsafe return target on the error screen of the visitor’s saved language', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/workos/redirect?state=${encodeURIComponent(JSON.stringify({ return_to: '//evil.example' }))}`,
      cookies: { arx_locale: 'es' },
    });
    const location = new URL(res.headers.location as string);
    expect(location.pathname).toBe('/es/auth/error');
    expect(location.searchParams.get('message')).toBe(SIGN_IN_MESSAGES.linkNotValid);
    expect(location.searchParams.get('redirect')).toBe('/dashboard');
  });

  it('maps a provider access_denied to access_denied, keeping the return target', async () => {
    const start = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/workos/redirect?state=${encodeURIComponent(JSON.stringify({ return_to: '/billing' }))}`,
    });
    const cookie = start.cookies.find((c) => c.name === 'arx_sign_in');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/workos/callback?error=access_denied',
      cookies: { arx_sign_in: cookie?.value ?? '' },
    });
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('redirect')).toBe('/billing');
  });

  it('refuses a reused code', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/workos/redirect' });
    const cookie = start.cookies.find((c) => c.name === 'arx_sign_in')?.value ?? '';
    const provider = new URL(start.headers.location as string);
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/local/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: provider.searchParams.get('state') ?? '',
        redirect_uri: provider.searchParams.get('redirect_uri') ?? '',
        email: 'reuse@example.com',
      }).toString(),
    });
    const callback = new URL(submitted.headers.location as string);
    const url = `${callback.pathname}${callback.search}`;
    const first = await ctx.app.inject({ method: 'GET', url, cookies: { arx_sign_in: cookie } });
    expect(new URL(first.headers.location as string).searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    const again = await ctx.app.inject({ method: 'GET', url, cookies: { arx_sign_in: cookie } });
    expect(new URL(again.headers.location as string).searchParams.get('error')).toBe('login_failed');
  });

  it('re-renders the form with a plain message for a bad email and issues no code', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/workos/redirect' });
    const provider = new URL(start.headers.location as string);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/local/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: provider.searchParams.get('state') ?? '',
        redirect_uri: provider.searchParams.get('redirect_uri') ?? '',
        email: 'not-an-email"><script>',
      }).toString(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Enter a valid email address');
    expect(res.body).not.toContain('<script>');
  });

  it('will not send the browser to any other redirect_uri from its page', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/local/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state: 's', redirect_uri: 'https://evil.example/cb', email: 'a@b.co' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('the app token', () => {
  let ctx: TestContext;
  let token: string;
  let userId: number;
  const key = new TextEncoder().encode(SECRET);
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_TOKEN_SECRET: SECRET });
    ({ token } = await signInThroughLocalProvider(ctx, { email: 'tok@example.com', name: 'Tok' }));
    userId = (await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(token) })).json().user
      .id;
  });
  afterAll(() => ctx.close());

  const me = (t: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(t) });
  const sign = (
    overrides: { alg?: string; typ?: string; aud?: string; iss?: string; exp?: number; secret?: Uint8Array } = {},
  ) =>
    new SignJWT({ user_id: userId, email: 'tok@example.com', workos_id: 'local|tok@example.com' })
      .setProtectedHeader({ alg: overrides.alg ?? 'HS256', typ: overrides.typ ?? 'arx-app+jwt' })
      .setIssuer(overrides.iss ?? 'http://localhost:3000')
      .setAudience(overrides.aud ?? 'arx-club-web')
      .setSubject(String(userId))
      .setJti(crypto.randomUUID())
      .setExpirationTime(overrides.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(overrides.secret ?? key);

  it('carries user_id, email, workos_id, exp and jti', () => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({ user_id: userId, email: 'tok@example.com', workos_id: 'local|tok@example.com' });
    expect(typeof claims.exp).toBe('number');
    expect(typeof claims.jti).toBe('string');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message: 'Sign in to continue' });
  });

  it('answers 401 "Token expired" for an expired token', async () => {
    const res = await me(await sign({ exp: Math.floor(Date.now() / 1000) - 10 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'token_expired', message: 'Token expired' });
  });

  it.each([
    ['forged with another key', { secret: new TextEncoder().encode('another-secret-another-secret-another-secret') }],
    ['for another audience', { aud: 'someone-else' }],
    ['from another issuer', { iss: 'https://evil.example' }],
    ['of another type', { typ: 'JWT' }],
    ['signed with HS512', { alg: 'HS512' }],
  ])('answers 401 for a token %s', async (_label, overrides) => {
    const res = await me(await sign(overrides));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('answers 401 for an alg "none" token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'arx-app+jwt' })}.${encode({
      user_id: userId,
      email: 'tok@example.com',
      workos_id: 'x',
      iss: 'http://localhost:3000',
      aud: 'arx-club-web',
      sub: String(userId),
      jti: 'j',
      exp: Math.floor(Date.now() / 1000) + 600,
    })}.`;
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it('revokes the token on logout and answers 401 with it afterwards', async () => {
    const { token: fresh } = await signInThroughLocalProvider(ctx, { email: 'bye@example.com' });
    const out = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/logout', headers: bearer(fresh) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ logout_url: null });
    expect((await ctx.database.db.select().from(revokedTokens)).length).toBeGreaterThanOrEqual(1);
    const after = await me(fresh);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'unauthorized', message: 'Token revoked' });
  });
});
