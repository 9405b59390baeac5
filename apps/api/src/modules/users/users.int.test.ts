import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('users: a member sees and changes only themselves', () => {
  let ctx: TestContext;
  let ana: { token: string; id: number };
  let ben: { token: string; id: number };
  beforeAll(async () => {
    ctx = await createTestApp();
    const signIn = async (email: string) => {
      const { token } = await signInThroughLocalProvider(ctx, { email, name: email.split('@')[0] });
      const id = (await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(token) })).json()
        .user.id;
      return { token, id };
    };
    ana = await signIn('ana@example.com');
    ben = await signIn('ben@example.com');
  });
  afterAll(() => ctx.close());

  it('lists only the caller', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: bearer(ana.token) });
    expect(res.json().users.map((u: { email: string }) => u.email)).toEqual(['ana@example.com']);
  });

  it('reads itself, and answers 404 for another member', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${ana.id}`, headers: bearer(ana.token) })).statusCode,
    ).toBe(200);
    const other = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${ben.id}`, headers: bearer(ana.token) });
    expect(other.statusCode).toBe(404);
  });

  it('renames itself, never another member, and refuses fields it may not set', async () => {
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${ana.id}`,
      headers: bearer(ana.token),
      payload: { user: { name: '  Ana María ' } },
    });
    expect(ok.json().user.name).toBe('Ana María');
    const other = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${ben.id}`,
      headers: bearer(ana.token),
      payload: { user: { name: 'Hacked' } },
    });
    expect(other.statusCode).toBe(404);
    const massAssign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${ana.id}`,
      headers: bearer(ana.token),
      payload: { user: { name: 'Ana', email: 'root@example.com' } },
    });
    expect(massAssign.statusCode).toBe(400);
    const ben2 = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${ben.id}`, headers: bearer(ben.token) });
    expect(ben2.json().user.name).toBe('ben');
    const ana2 = await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(ana.token) });
    expect(ana2.json().user.email).toBe('ana@example.com');
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(401);
  });

  it("keeps the caller's language for their e-mails and passes, and refuses an unknown one", async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(ana.token) });
    expect(before.json().user.locale).toBe('en');
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/locale',
      headers: bearer(ana.token),
      payload: { locale: 'es' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { id: ana.id, locale: 'es' }, changed: true });
    // The same language again is no change: the account (and its passes) stay as they were.
    const again = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/locale',
      headers: bearer(ana.token),
      payload: { locale: 'es' },
    });
    expect(again.json()).toEqual({ user: ok.json().user, changed: false });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/locale',
      headers: bearer(ana.token),
      payload: { locale: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/locale must be one of en, es/);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/locale',
      payload: { locale: 'es' },
    });
    expect(anonymous.statusCode).toBe(401);
    // Only the caller's own account changed.
    const anaNow = await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(ana.token) });
    const benNow = await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(ben.token) });
    expect([anaNow.json().user.locale, benNow.json().user.locale]).toEqual(['es', 'en']);
  });
});
