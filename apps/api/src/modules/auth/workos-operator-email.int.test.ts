import { SIGN_IN_MESSAGES } from '@arx/contracts/sign-in-messages';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCodes, users } from '../../db/schema';
import { type FakeWorkos, startFakeWorkos } from '../../test/fakes/fake-workos';
import { bearer, exchangeSignInCode, signInThroughFakeWorkos } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

const OPERATORS = ['ops@club.example', 'lee@club.example', 'kim@club.example', 'ana@club.example'];

/**
 * An account is created, linked or given a new e-mail, and the operator role (ADMIN_EMAILS) is
 * granted, only for an address WorkOS says is verified: whoever registers an operator's address
 * at the provider without proving it must not get the back office, nor rewrite an account to it.
 */
describe('a WorkOS sign-in with an operator’s address', () => {
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
      ADMIN_EMAILS: OPERATORS.join(','),
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await workos?.close();
  });

  const signInAs = (workosUserId: string) => signInThroughFakeWorkos(ctx, workos, workosUserId);

  /** The whole sign-in, the code traded for the app token. */
  async function tokenFor(workosUserId: string): Promise<string> {
    const { location, codeCookie } = await signInAs(workosUserId);
    const exchanged = await exchangeSignInCode(ctx, location.searchParams.get('code'), codeCookie);
    expect(exchanged.statusCode, `${location} ${exchanged.body}`).toBe(200);
    return exchanged.json().token as string;
  }

  const auditLog = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/admin/audit', headers: bearer(token) });
  const userByEmail = async (email: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

  function expectRefusedForUnverifiedEmail(outcome: { location: URL; codeCookie: string | undefined }) {
    expect(outcome.location.pathname).toBe('/auth/error');
    expect(outcome.location.searchParams.get('error')).toBe('login_failed');
    expect(outcome.location.searchParams.get('message')).toBe(SIGN_IN_MESSAGES.emailNotVerified);
    expect(outcome.location.searchParams.has('code')).toBe(false);
    expect(outcome.codeCookie).toBeUndefined();
  }

  it('when a new, unverified address is an operator’s, then sign-in lands on the error page and no account or code is made', async () => {
    const impostor = workos.addUser({ email: 'Ops@Club.example', emailVerified: false });
    const usersBefore = await ctx.database.db.select().from(users);

    const outcome = await signInAs(impostor.id);

    expectRefusedForUnverifiedEmail(outcome);
    expect(await ctx.database.db.select().from(users)).toEqual(usersBefore);
    expect(await userByEmail('ops@club.example')).toBeUndefined();
    expect(await ctx.database.db.select().from(signInCodes)).toEqual([]);
  });

  it('when a member signs in again with a changed, unverified address that is an operator’s, then it is refused and the account keeps its address', async () => {
    const member = workos.addUser({ email: 'sam@example.com', firstName: 'Sam' });
    const memberToken = await tokenFor(member.id);
    expect((await auditLog(memberToken)).statusCode).toBe(403);
    const before = await userByEmail('sam@example.com');
    workos.updateUser(member.id, { email: 'lee@club.example', emailVerified: false });

    const outcome = await signInAs(member.id);

    expectRefusedForUnverifiedEmail(outcome);
    expect(await userByEmail('sam@example.com')).toEqual(before);
    expect(await userByEmail('lee@club.example')).toBeUndefined();
    expect(await ctx.database.db.select().from(signInCodes)).toEqual([]);

    // The real operator, verified, signs in later: an account of their own, not the member's.
    const operator = workos.addUser({ email: 'lee@club.example' });
    const operatorToken = await tokenFor(operator.id);
    expect((await auditLog(operatorToken)).statusCode).toBe(200);
    expect((await userByEmail('lee@club.example'))?.id).not.toBe(before?.id);
    expect((await userByEmail('sam@example.com'))?.workosId).toBe(member.id);
  });

  it('when a returning operator’s address is no longer verified, then they sign in as a member: no operator role, no back office', async () => {
    const person = workos.addUser({ email: 'kim@club.example' });
    const verifiedToken = await tokenFor(person.id);
    expect((await auditLog(verifiedToken)).statusCode).toBe(200);
    const account = await userByEmail('kim@club.example');
    workos.updateUser(person.id, { emailVerified: false });

    const token = await tokenFor(person.id);

    expect(decodeJwt(token).role).toBeUndefined();
    const refused = await auditLog(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ id: account?.id, email: 'kim@club.example' });
  });

  it('when an operator’s address is verified, then their new account is made and the token carries the operator role', async () => {
    const operator = workos.addUser({ email: 'ana@club.example', firstName: 'Ana' });

    const token = await tokenFor(operator.id);

    expect(decodeJwt(token).role).toBe('operator');
    expect((await auditLog(token)).statusCode).toBe(200);
    expect(await userByEmail('ana@club.example')).toMatchObject({ workosId: operator.id, name: 'Ana' });
  });

  it('when a verified address is nobody’s operator address, then a member account is made without the role', async () => {
    const newcomer = workos.addUser({ email: 'new.member@example.com' });

    const token = await tokenFor(newcomer.id);

    expect(decodeJwt(token).role).toBeUndefined();
    expect((await auditLog(token)).statusCode).toBe(403);
    expect(await userByEmail('new.member@example.com')).toMatchObject({ workosId: newcomer.id });
  });
});
