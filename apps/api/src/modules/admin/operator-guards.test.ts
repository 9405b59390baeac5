import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthGuards, VerifiedToken } from '../auth';
import { FRESH_SIGN_IN_MS, OPERATOR_MESSAGES, operatorGuards, RECENT_SIGN_IN_MS } from './operator-guards';

const NOW = new Date('2027-02-01T12:00:00Z');
const claims = (over: Partial<VerifiedToken> = {}): VerifiedToken => ({
  user_id: 7,
  email: 'ops@club.example',
  workos_id: 'user_ops',
  role: 'operator',
  iat: Math.floor(NOW.getTime() / 1000) - 60,
  exp: Math.floor(NOW.getTime() / 1000) + 3600,
  jti: 'j',
  ...over,
});

/** Auth guards that accept the token as given (their own checks are tested with the auth module). */
function fakeGuards(token: VerifiedToken | null): AuthGuards {
  return {
    async requireAuth(request: FastifyRequest) {
      if (!token) throw Object.assign(new Error('Sign in to continue'), { statusCode: 401 });
      request.auth = token;
    },
  } as unknown as AuthGuards;
}

const request = () => ({ auth: null }) as unknown as FastifyRequest;
const config = { admin: { emails: new Set(['ops@club.example']) }, demo: { parts: [], announced: false } };
const publicDemo = { ...config, demo: { parts: ['sign-in' as const], announced: true } };
const signedInAgo = (ms: number) => claims({ iat: Math.floor((NOW.getTime() - ms) / 1000) });

describe('operator guards', () => {
  it('let an operator whose address is on the list in', async () => {
    const guards = operatorGuards(fakeGuards(claims()), config, () => NOW);
    const req = request();
    await expect(guards.requireOperator(req)).resolves.toBeUndefined();
    await expect(guards.requireRecentSignIn(req)).resolves.toBeUndefined();
  });

  it('refuse a member (no role) with 403', async () => {
    const { role: _, ...member } = claims();
    const guards = operatorGuards(fakeGuards(member as VerifiedToken), config, () => NOW);
    await expect(guards.requireOperator(request())).rejects.toMatchObject({
      code: 'forbidden',
      statusCode: 403,
      message: OPERATOR_MESSAGES.notOperator,
    });
  });

  it('refuse an operator taken off ADMIN_EMAILS at once, though their token still says operator', async () => {
    const guards = operatorGuards(fakeGuards(claims({ email: 'former@club.example' })), config, () => NOW);
    await expect(guards.requireOperator(request())).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('compare addresses in lower case', async () => {
    const guards = operatorGuards(fakeGuards(claims({ email: 'Ops@Club.Example' })), config, () => NOW);
    await expect(guards.requireOperator(request())).resolves.toBeUndefined();
  });

  it('refuse a write when the sign-in is older than 12 hours (reauth_required), not a read', async () => {
    const old = claims({ iat: Math.floor((NOW.getTime() - RECENT_SIGN_IN_MS - 1000) / 1000) });
    const guards = operatorGuards(fakeGuards(old), config, () => NOW);
    const req = request();
    await expect(guards.requireOperator(req)).resolves.toBeUndefined();
    await expect(guards.requireRecentSignIn(req)).rejects.toMatchObject({
      code: 'reauth_required',
      statusCode: 403,
      message: OPERATOR_MESSAGES.reauth,
    });
  });

  it('refuse a write from a token that does not say when it was issued', async () => {
    const guards = operatorGuards(fakeGuards(claims({ iat: undefined })), config, () => NOW);
    const req = request();
    await guards.requireOperator(req);
    await expect(guards.requireRecentSignIn(req)).rejects.toMatchObject({ code: 'reauth_required' });
  });

  it('refuse a refund, a cancellation, Show or a publish when the sign-in is 31 minutes old, not 29', async () => {
    expect(FRESH_SIGN_IN_MS).toBe(30 * 60_000);
    const stale = operatorGuards(fakeGuards(signedInAgo(31 * 60_000)), config, () => NOW);
    const staleRequest = request();
    await stale.requireOperator(staleRequest);
    await expect(stale.requireFreshSignIn(staleRequest)).rejects.toMatchObject({
      code: 'reauth_required',
      statusCode: 403,
      message: 'Your sign-in is more than 30 minutes old. Sign in again to make this change.',
    });
    // Other writes keep the 12-hour rule.
    await expect(stale.requireRecentSignIn(staleRequest)).resolves.toBeUndefined();

    const recent = operatorGuards(fakeGuards(signedInAgo(29 * 60_000)), config, () => NOW);
    const recentRequest = request();
    await recent.requireOperator(recentRequest);
    await expect(recent.requireFreshSignIn(recentRequest)).resolves.toBeUndefined();
  });

  it('refuse every write in a public demo, however recent the sign-in, and let reads in', async () => {
    const guards = operatorGuards(fakeGuards(claims()), publicDemo, () => NOW);
    const req = request();
    await expect(guards.requireOperator(req)).resolves.toBeUndefined();
    for (const write of [guards.requireRecentSignIn, guards.requireFreshSignIn]) {
      await expect(write(req)).rejects.toMatchObject({
        code: 'forbidden',
        statusCode: 403,
        message: 'The back office is read-only in the public demo.',
      });
    }
  });

  it('keep writes in a public demo whose sign-in is a real provider: only operators sign in there', async () => {
    const realSignIn = { ...config, demo: { parts: ['payments' as const, 'mail' as const], announced: true } };
    const guards = operatorGuards(fakeGuards(claims()), realSignIn, () => NOW);
    const req = request();
    await guards.requireOperator(req);
    await expect(guards.requireFreshSignIn(req)).resolves.toBeUndefined();
  });
});
