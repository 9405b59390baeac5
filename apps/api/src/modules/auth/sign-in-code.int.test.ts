import { SIGN_IN_MESSAGES } from '@arx/contracts/sign-in-messages';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInCodes, users } from '../../db/schema';
import { digestSecret as sha256 } from '../../lib/secret-digest';
import { bearer, completeLocalSignIn, exchangeSignInCode, submitLocalSignInForm } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

/** A JWT as it would appear in a URL: three base64url parts, the first a JSON header ("eyJ"). */
const JWT_PATTERN = /eyJ[\w-]*\.[\w-]+\.[\w-]*/;
const REFUSED = { code: 'bad_request', message: SIGN_IN_MESSAGES.codeRefused };

describe('the one-time sign-in code', () => {
  let ctx: TestContext;
  let next = 0;
  /** A person of their own for each test, so no test spends another's code. */
  const signIn = () => completeLocalSignIn(ctx, { email: `code-${++next}@example.com`, name: 'Cody Exchange' });
  const storedCodes = () => ctx.database.db.select().from(signInCodes);

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a member signs in, then no redirect of the whole sign-in carries a token, only a 43-character code', async () => {
    const { start, cookie, submitted } = await submitLocalSignInForm(
      ctx,
      { email: 'no-jwt@example.com', name: 'No Jwt' },
      '/register?productId=3',
    );
    const provider = new URL(start.headers.location as string);
    const callback = new URL(submitted.headers.location as string);
    const done = await ctx.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { arx_sign_in: cookie },
    });

    const locations = [start, submitted, done].map((res) => res.headers.location).filter(Boolean) as string[];
    expect(locations).toHaveLength(3);
    for (const location of locations) {
      expect(location).not.toMatch(/[?&]token=/);
      expect(location).not.toMatch(JWT_PATTERN);
    }
    const landing = new URL(done.headers.location as string);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:3000/register');
    expect(landing.searchParams.get('productId')).toBe('3');
    const code = landing.searchParams.get('code') as string;
    expect(code).toMatch(/^[\w-]{43}$/);

    // Stored as hashes only, bound to the nonce this browser's state carried, for a minute.
    const [row] = (await storedCodes()).filter((r) => r.codeHash === sha256(code));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.browserHash).toBe(sha256(provider.searchParams.get('state') ?? ''));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    expect(done.cookies.find((c) => c.name === 'arx_sign_in_code')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/v1/auth',
      maxAge: 120,
    });
  });

  it('when the browser that signed in trades its code, then it gets the app token once, uncached, and the cookie is cleared', async () => {
    const { code, codeCookie } = await signIn();
    const res = await exchangeSignInCode(ctx, code, codeCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json() as { token: string };
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ email: `code-${next}@example.com`, name: 'Cody Exchange' });
    const cleared = res.cookies.find((c) => c.name === 'arx_sign_in_code');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/v1/auth');
    expect((await storedCodes()).some((r) => r.codeHash === sha256(code))).toBe(false);

    const again = await exchangeSignInCode(ctx, code, codeCookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(REFUSED);
  });

  it('when the sign-in made the account, then the token says the member just joined; a later sign-in does not', async () => {
    const email = `joined-${++next}@example.com`;
    const first = await completeLocalSignIn(ctx, { email, name: 'Jo Ined' });
    const firstToken = (await exchangeSignInCode(ctx, first.code, first.codeCookie)).json().token as string;
    expect(decodeJwt(firstToken).joined).toBe(true);
    // The account's language rides along: a device where none was chosen shows the pages in it.
    expect(decodeJwt(firstToken).locale).toBe('en');

    // The same person signing in again, even a minute later: a returning member.
    const again = await completeLocalSignIn(ctx, { email, name: 'Jo Ined' });
    const laterToken = (await exchangeSignInCode(ctx, again.code, again.codeCookie)).json().token as string;
    expect(decodeJwt(laterToken).joined).toBeUndefined();
  });

  it('when two exchanges of one code race, then exactly one gets a token', async () => {
    const { code, codeCookie } = await signIn();
    const answers = await Promise.all([
      exchangeSignInCode(ctx, code, codeCookie),
      exchangeSignInCode(ctx, code, codeCookie),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('when the code is brought by a browser without the cookie, with another sign-in’s cookie or a forged one, then it is refused and stays the owner’s', async () => {
    const victim = await signIn();
    const attacker = await signIn();
    const forged = attacker.codeCookie.slice(0, attacker.codeCookie.lastIndexOf('.'));
    const before = await storedCodes();
    const refusals: LightMyRequestResponse[] = [
      await exchangeSignInCode(ctx, attacker.code, undefined),
      await exchangeSignInCode(ctx, attacker.code, victim.codeCookie),
      await exchangeSignInCode(ctx, attacker.code, forged),
      await exchangeSignInCode(ctx, attacker.code, `${forged}.AAAA`),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REFUSED);
      expect(res.cookies).toEqual([]);
    }
    expect(await storedCodes()).toEqual(before);
    expect((await exchangeSignInCode(ctx, attacker.code, attacker.codeCookie)).statusCode).toBe(200);
    expect((await exchangeSignInCode(ctx, victim.code, victim.codeCookie)).statusCode).toBe(200);
  });

  it('when a code is 60 seconds old, then it is refused; at 59 seconds it is still traded', async () => {
    const young = await signIn();
    const old = await signIn();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 59_000 });
    expect((await exchangeSignInCode(ctx, young.code, young.codeCookie)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 1_000);
    const late = await exchangeSignInCode(ctx, old.code, old.codeCookie);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(REFUSED);
  });

  it('when a code has expired, then the next sign-in removes it from the table', async () => {
    const stale = await signIn();
    await ctx.database.db
      .update(signInCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(signInCodes.codeHash, sha256(stale.code)));
    expect((await exchangeSignInCode(ctx, stale.code, stale.codeCookie)).statusCode).toBe(400);
    await signIn();
    const hashes = (await storedCodes()).map((r) => r.codeHash);
    expect(hashes).not.toContain(sha256(stale.code));
  });

  it('when the code is unknown, missing or not text, then 400 says so and no user or code changes', async () => {
    const { codeCookie } = await signIn();
    const before = { codes: await storedCodes(), users: await ctx.database.db.select().from(users) };
    const unknown = await exchangeSignInCode(ctx, 'A'.repeat(43), codeCookie);
    expect(unknown.json()).toEqual(REFUSED);
    for (const body of [{}, { code: 42 }, { code: '' }, { code: 'x', user_id: 1 }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token',
        payload: body,
        cookies: { arx_sign_in_code: codeCookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/code|Unknown field/);
    }
    expect({ codes: await storedCodes(), users: await ctx.database.db.select().from(users) }).toEqual(before);
  });
});
