import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** A connection that takes longer than this is given up (and retried in the background). */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** No request waits longer than this on Redis: a slower answer counts as a failure. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A client for state shared between instances (docs/architecture.md §2). Redis is optional infrastructure
 * here, so it must never make a member's request wait: with no offline queue a command sent
 * while disconnected fails at once instead of queueing, a command on a stalled connection
 * fails after REDIS_COMMAND_TIMEOUT_MS, and reconnecting goes on in the background forever.
 * Callers decide what a failure means for them. Every key gets `keyPrefix`, so deployments
 * (or test runs) can share one Redis without seeing each other's keys.
 */
export function createRedisClient(options: { url: string; keyPrefix: string; log: FastifyBaseLogger }): Redis {
  const client = new Redis(options.url, {
    lazyConnect: true,
    keyPrefix: options.keyPrefix,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // One line per outage, not one per reconnect attempt; the URL (it may hold a password) is
  // never logged.
  let reachable = true;
  client.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    options.log.warn({ reason: error.message }, 'Redis is unreachable; retrying in the background');
  });
  client.on('ready', () => {
    if (reachable) return;
    reachable = true;
    options.log.info('Redis is reachable again');
  });
  return client;
}

/**
 * Connects when the app becomes ready (so the first requests already share their counters) and
 * disconnects when it closes. An unreachable Redis delays start-up by at most
 * REDIS_CONNECT_TIMEOUT_MS and never stops it.
 */
export function manageRedisConnection(app: FastifyInstance, client: Redis): void {
  app.addHook('onReady', async () => {
    // connectTimeout covers the TCP connection only; a server that accepts and never answers
    // would hold connect() forever, so start-up waits no longer than this.
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS);
    });
    // A failure is already logged by the error listener; the client keeps reconnecting.
    await Promise.race([client.connect().catch(() => undefined), givenUp]);
    clearTimeout(timer);
  });
  app.addHook('onClose', async () => {
    await closeRedisClient(client);
  });
}

export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Fall through: drop the connection instead.
    }
  }
  client.disconnect();
}
