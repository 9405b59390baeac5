import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { revokedTokens } from '../../db/schema';
import { AppError } from '../../errors/app-error';
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
 * Adds `request.auth` and returns the two guards: requireAuth answers 401 for a missing,
 * forged, expired or revoked token; optionalAuth lets a visitor through (public endpoints that
 * say more to a member, such as is_bookmarked) but still refuses a bad token.
 */
export function registerAuth(app: FastifyInstance, deps: { db: Database; tokens: TokenService }) {
  app.decorateRequest('auth', null);

  async function authenticate(token: string): Promise<VerifiedToken> {
    const claims = await deps.tokens.verify(token);
    const [revoked] = await deps.db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, claims.jti));
    if (revoked) throw new AppError('unauthorized', 'Token revoked');
    return claims;
  }

  return {
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
