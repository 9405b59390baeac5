import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/** AWS ALB's and nginx's default idle timeout for pooled connections to a backend. */
export const LOAD_BALANCER_IDLE_TIMEOUT_MS = 60_000;

const KEEP_ALIVE_TIMEOUT_MS = 72_000;
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * Socket timeouts for running behind a load balancer that pools connections to us.
 *
 * - keepAliveTimeout 72 s outlives the balancer's idle timeout (60 s), so the balancer, never
 *   this server, retires an idle pooled connection: it never sends a request down a socket we
 *   have just closed (the classic stray 502).
 * - headersTimeout 10 s ≤ requestTimeout 30 s (Node refuses a larger headersTimeout): a client
 *   dribbling its headers or its (≤ 64 KiB) body is cut off, the slowloris defence for when
 *   nothing sits in front. The old advice to keep headersTimeout above keepAliveTimeout comes
 *   from Node < 18, whose header clock also ran while a kept-alive connection sat idle; on
 *   Node 20 it starts at a request's first byte (server-timeouts.int.test.ts shows it), so a
 *   larger value would only widen the slowloris window.
 * - connectionsCheckingInterval 5 s: Node enforces both limits by a periodic sweep (every 30 s
 *   by default), which would let a slow client hold a socket up to 30 s past its limit.
 * - connectionTimeout stays off: Node applies it only until a connection's first keep-alive
 *   answer (later requests on a pooled connection run without it), and the balancer's own
 *   idle timeout already ends an answer that never comes.
 */
export const serverTimeouts = {
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  http: {
    // Given at construction as well, where Node checks headersTimeout ≤ requestTimeout.
    requestTimeout: REQUEST_TIMEOUT_MS,
    headersTimeout: HEADERS_TIMEOUT_MS,
    connectionsCheckingInterval: 5_000,
  },
} satisfies Pick<FastifyHttpOptions<Server>, 'keepAliveTimeout' | 'requestTimeout' | 'http'>;
