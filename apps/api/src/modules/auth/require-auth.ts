import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { createRevocationList } from './revocation-list';
import type { TokenService, VerifiedToken } from './token-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, set by requireAuth (or optionalAuth). */
    auth: VerifiedToken | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The revocation-list entry that refuses every token of a deleted account. A list entry rather
 * than a user lookup per request keeps the guard query-free (decision 0008); tokens' jtis are
 * UUIDs, so this key never names a real token.
 */
export const deletedUserKey = (userId: number) => `deleted-user:${userId}`;

/**
 * Adds `request.auth` and returns the two guards: requireAuth answers 401 for a missing,
 * forged, expired or revoked token; optionalAuth lets a visitor through (public endpoints that
 * say more to a member, such as is_bookmarked) but still refuses a bad token. `revoke` is the
 * logout: refused here at once, on other instances within REVOCATION_STALENESS_MS.
 */
export function registerAuth(app: FastifyInstance, deps: { db: Database; tokens: TokenService }) {
  app.decorateRequest('auth', null);
  const revocations = createRevocationList(deps.db);

  async function authenticate(token: string): Promise<VerifiedToken> {
    const claims = await deps.tokens.verify(token);
    if (await revocations.isRevoked(claims.jti)) throw new AppError('unauthorized', 'Token revoked');
    if (await revocations.isRevoked(deletedUserKey(claims.user_id))) {
      throw new AppError('unauthorized', 'This account has been deleted');
    }
    return claims;
  }

  return {
    revoke: (claims: VerifiedToken) => revocations.revoke(claims.jti, new Date(claims.exp * 1000)),
    /** Refuses every token of a deleted account until `until` (when the last one would expire). */
    revokeUser: (userId: number, until: Date) => revocations.revoke(deletedUserKey(userId), until),
    async requireAuth(request: FastifyRequest) {
      const token = bearer(request);
      if (!token) throw new AppError('unauthorized', 'Sign in to continue');
      request.auth = await authenticate(token);
    },
    async optionalAuth(request: FastifyRequest) {
      const token = bearer(request);
      if (token) request.auth = await authenticate(token);
    },
  };
}

export type AuthGuards = ReturnType<typeof registerAuth>;

/** The caller of a route guarded by requireAuth. */
export function caller(request: FastifyRequest): VerifiedToken {
  if (!request.auth) throw new AppError('unauthorized', 'Sign in to continue');
  return request.auth;
}
