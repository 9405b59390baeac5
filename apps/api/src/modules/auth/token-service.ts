import { randomUUID } from 'node:crypto';
import type { AppTokenClaims } from '@arx/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../errors/app-error';

/** Everything about the token is pinned: one algorithm, issuer, audience and type (docs/architecture.md §5). */
const ALGORITHM = 'HS256';
const TYPE = 'arx-app+jwt';
const AUDIENCE = 'arx-club-web';

export type TokenService = ReturnType<typeof createTokenService>;
export type VerifiedToken = AppTokenClaims;

/** Tokens whose signature and claims already checked out (a member sends theirs on every call). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(options: { secret: string; issuer: string; ttlSeconds: number }) {
  const key = new TextEncoder().encode(options.secret);
  // The exact same string under the same key verifies the same way every time; only the
  // expiry depends on when, so it is checked again on each use.
  const verified = new Map<string, VerifiedToken>();

  function remember(token: string, claims: VerifiedToken) {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, Object.freeze(claims));
  }

  return {
    async issue(claims: Omit<AppTokenClaims, 'exp' | 'jti'>): Promise<{ token: string; exp: number; jti: string }> {
      const jti = randomUUID();
      const exp = Math.floor(Date.now() / 1000) + options.ttlSeconds;
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE)
        .setSubject(String(claims.user_id))
        .setIssuedAt()
        .setExpirationTime(exp)
        .setJti(jti)
        .sign(key);
      return { token, exp, jti };
    },

    /** Verifies signature, algorithm, issuer, audience, type and expiry; never says why beyond "expired". */
    async verify(token: string): Promise<VerifiedToken> {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once exp is not after the current whole second.
        if (known.exp > Math.floor(Date.now() / 1000)) return known;
        verified.delete(token);
        throw new AppError('token_expired', 'Token expired');
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: AUDIENCE,
          typ: TYPE,
          requiredClaims: ['exp', 'jti', 'sub'],
        });
        // A positive whole id only: any other number would reach the database as a broken query.
        if (
          !Number.isSafeInteger(payload.user_id) ||
          (payload.user_id as number) < 1 ||
          payload.sub !== String(payload.user_id) ||
          typeof payload.email !== 'string' ||
          typeof payload.workos_id !== 'string' ||
          (payload.role !== undefined && payload.role !== 'operator')
        ) {
          throw new AppError('unauthorized', 'Invalid token');
        }
        const claims = payload as unknown as VerifiedToken;
        remember(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('token_expired', 'Token expired');
        throw new AppError('unauthorized', 'Invalid token');
      }
    },
  };
}
