import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCodes, users } from '../../db/schema';
import { type FakeWorkos, startFakeWorkos } from '../../test/fakes/fake-workos';
import { bearer, exchangeSignInCode, signInThroughFakeWorkos } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * WorkOS links a sign-in to an existing account by e-mail only when WorkOS verified the
 * address: otherwise whoever registered the address at the provider would take the account.
 */
describe('linking a WorkOS sign-in to an existing account by e-mail', () => {
  let workos: FakeWorkos;
  let ctx: TestContext;

  beforeAll(async () => {
    workos = await startFakeWorkos({ apiKey: 'sk_test_workos', clientId: 'client_test' });
    ctx = await createTestApp({
      IDENTITY_PROVIDER: 'workos',
      WORKOS_API_KEY: 'sk_test_workos',
      WORKOS_CLIENT_ID: 'client_test',
      WORKOS_API_HOSTNAME: '127.0.0.1',
      WORKOS_API_PORT: String(workos.port),
      WORKOS_API_HTTPS: 'false',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await workos?.close();
  });

  const signInAs = (workosUserId: string) => signInThroughFakeWorkos(ctx, workos, workosUserId);

  async function signedInUser(workosUserId: string) {
    const { location, codeCookie } = await signInAs(workosUserId);
    const exchanged = await exchangeSignInCode(ctx, location.searchParams.get('code'), codeCookie);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/current_user',
      headers: bearer(exchanged.json().token),
    });
    return me.json().user as { id: number; email: string; workos_id: string };
  }

  it('when an unverified address matches an account, then sign-in is refused with a plain message and nothing is created or linked', async () => {
    const owner = workos.addUser({ email: 'pat@example.com', firstName: 'Pat' });
    const account = await signedInUser(owner.id);
    const intruder = workos.addUser({ email: 'Pat@Example.com', emailVerified: false });
    const before = await ctx.database.db.select().from(users);

    const { location, codeCookie } = await signInAs(intruder.id);

    expect(location.pathname).toBe('/auth/error');
    expect(location.searchParams.get('error')).toBe('login_failed');
    expect(location.searchParams.get('message')).toBe(
      'Please verify your e-mail address with the sign-in provider, then sign in again.',
    );
    expect(location.searchParams.has('code')).toBe(false);
    expect(codeCookie).toBeUndefined();
    expect(await ctx.database.db.select().from(users)).toEqual(before);
    expect(before.find((u) => u.email === 'pat@example.com')?.workosId).toBe(owner.id);
    expect((await signedInUser(owner.id)).id).toBe(account.id);
    expect(await ctx.database.db.select().from(signInCodes)).toEqual([]);
  });

  it('when a verified address matches an account, then the sign-in is linked to it', async () => {
    const first = workos.addUser({ email: 'robin@example.com' });
    const account = await signedInUser(first.id);
    const second = workos.addUser({ email: 'robin@example.com' });
    const linked = await signedInUser(second.id);
    expect(linked).toMatchObject({ id: account.id, workos_id: second.id });
  });

  it('when an unverified address matches no account, then no account is made for it until it is verified', async () => {
    const newcomer = workos.addUser({ email: 'fresh@example.com', emailVerified: false });
    const before = await ctx.database.db.select().from(users);

    const { location, codeCookie } = await signInAs(newcomer.id);

    expect(location.pathname).toBe('/auth/error');
    expect(location.searchParams.get('message')).toBe(
      'Please verify your e-mail address with the sign-in provider, then sign in again.',
    );
    expect(codeCookie).toBeUndefined();
    expect(await ctx.database.db.select().from(users)).toEqual(before);

    workos.updateUser(newcomer.id, { emailVerified: true });
    const user = await signedInUser(newcomer.id);
    expect(user).toMatchObject({ email: 'fresh@example.com', workos_id: newcomer.id });
  });

  it('when a member’s address changes at WorkOS, then the account takes it only once it is verified', async () => {
    const member = workos.addUser({ email: 'casey@example.com' });
    const account = await signedInUser(member.id);
    workos.updateUser(member.id, { email: 'casey.new@example.com', emailVerified: false });

    const refused = await signInAs(member.id);

    expect(refused.location.pathname).toBe('/auth/error');
    expect(refused.codeCookie).toBeUndefined();
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, account.id));
    expect(stored?.email).toBe('casey@example.com');

    workos.updateUser(member.id, { emailVerified: true });
    expect(await signedInUser(member.id)).toMatchObject({ id: account.id, email: 'casey.new@example.com' });
  });

  it('when a returning member’s unchanged address is not verified, then they still sign in to their account', async () => {
    const member = workos.addUser({ email: 'jo@example.com' });
    const account = await signedInUser(member.id);
    workos.updateUser(member.id, { emailVerified: false });

    expect(await signedInUser(member.id)).toMatchObject({ id: account.id, email: 'jo@example.com' });
  });
});
