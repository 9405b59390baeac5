import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** What a browser on another configured origin may send; the API authenticates with a bearer token. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type'];

/**
 * Cross-origin access for the origins in CORS_ORIGINS only, compared exactly (scheme, host and
 * port as the browser sends them). Any other Origin, "null" included, gets no
 * Access-Control-Allow-Origin and its preflight is refused, so nothing is ever reflected. The
 * app's own origin is same-origin and needs no entry. Vary: Origin is always set, so a cache
 * never serves one origin's answer to another.
 */
export async function registerCors(app: FastifyInstance, options: { origins: readonly string[] }): Promise<void> {
  const allowed = new Set(options.origins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    // A client told to slow down can read when to come back.
    exposedHeaders: ['Retry-After'],
    credentials: false,
    maxAge: 600,
    strictPreflight: true,
  });
}
