import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config';
import { resolveTokenSecret } from './token-secret';
import { createTokenService, type TokenService } from './token-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and verifies the app's sign-in tokens. */
    tokens: TokenService;
  }
}

/**
 * The secrets sign-in rests on: the token signing secret (AUTH_TOKEN_SECRET, or the embedded
 * default's generated one), the token service built on it, and cookie signing for the short-lived
 * sign-in cookies with a key derived from it, so the cookie key is never the token key itself.
 */
export const authSecretsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const secret = resolveTokenSecret(config);
    app.decorate(
      'tokens',
      createTokenService({ secret, issuer: config.appUrl, ttlSeconds: config.auth.tokenTtlSeconds }),
    );
    await app.register(fastifyCookie, { secret: `${secret}:cookies` });
  },
  { name: 'arx-auth-secrets', fastify: '5.x' },
);
