import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthGuards, VerifiedToken } from '../auth';
import { OPERATOR_MESSAGES, operatorGuards, RECENT_SIGN_IN_MS } from './operator-guards';

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
const config = { admin: { emails: new Set(['ops@club.example']) } };

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
});
