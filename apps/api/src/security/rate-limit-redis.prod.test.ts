import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS } from '../lib/redis';
import { createTestApp, type TestContext } from '../test/test-app';
import { RATE_LIMIT_KEY_SPACE, RATE_LIMITS } from './rate-limit';

const REDIS_URL = process.env.TEST_REDIS_URL as string;
const PER_ADDRESS = RATE_LIMITS.signInStart.rules[0].max;
const PER_EMAIL = RATE_LIMITS.signInForm.rules[1].max;
const SIGN_IN = 'Too many sign-in attempts. Please wait a minute and try again.';
const CALLBACK_URL = 'http://localhost:3000/api/v1/auth/workos/callback';
/** This file's own corner of the shared Redis, removed afterwards. */
const PREFIX = `arx-rate-limit-test-${randomBytes(4).toString('hex')}:`;

const startSignIn = (ctx: TestContext, remoteAddress: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/auth/workos/redirect?state=${encodeURIComponent(JSON.stringify({ return_to: '/dashboard' }))}`,
    remoteAddress,
  });

const submitForm = (ctx: TestContext, remoteAddress: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/local/authorize',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state: 's', redirect_uri: CALLBACK_URL, email, name: 'Form Filler' }).toString(),
  });

async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [nextCursor, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = nextCursor;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

/** Looks at the keys the apps wrote, without their prefix applied. */
let inspector: Redis;

beforeAll(() => {
  inspector = new Redis(REDIS_URL);
});
afterAll(async () => {
  const keys = await keysUnder(inspector, PREFIX);
  if (keys.length > 0) await inspector.del(...keys);
  await inspector.quit();
});

describe('rate limits shared through Redis', () => {
  let a: TestContext;
  let b: TestContext;

  beforeAll(async () => {
    [a, b] = await Promise.all([
      createTestApp({ REDIS_URL, REDIS_KEY_PREFIX: PREFIX }),
      createTestApp({ REDIS_URL, REDIS_KEY_PREFIX: PREFIX }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('when one instance has used an address allowance, then the other refuses that address and serves others', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) expect((await startSignIn(a, '198.51.100.20')).statusCode).toBe(302);
    const refused = await startSignIn(b, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SIGN_IN, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await startSignIn(b, '198.51.100.21')).statusCode).toBe(302);
  });

  it('when one email is tried on both instances, then the attempts add up, and the email is not stored readable', async () => {
    const email = 'shared-limit@example.com';
    for (let i = 0; i < PER_EMAIL; i++) {
      const ctx = i % 2 === 0 ? a : b;
      expect((await submitForm(ctx, `192.0.2.${i + 1}`, email)).statusCode).toBe(303);
    }
    const refused = await submitForm(a, '192.0.2.99', email);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(SIGN_IN);

    const keys = await keysUnder(inspector, PREFIX);
    expect(keys.some((key) => key.startsWith(`${PREFIX}${RATE_LIMIT_KEY_SPACE}signInForm:email:`))).toBe(true);
    expect(keys.filter((key) => key.includes('example.com'))).toEqual([]);
    for (const key of keys) {
      const ttl = await inspector.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it("when the counter's window ends in Redis, then both instances let the address in again", async () => {
    for (let i = 0; i < PER_ADDRESS; i++) await startSignIn(b, '198.51.100.22');
    expect((await startSignIn(a, '198.51.100.22')).statusCode).toBe(429);
    const key = `${PREFIX}${RATE_LIMIT_KEY_SPACE}signInStart:ip:198.51.100.22`;
    expect(Number(await inspector.get(key))).toBe(PER_ADDRESS + 1);
    await inspector.pexpire(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await startSignIn(a, '198.51.100.22')).statusCode).toBe(302);
    expect((await startSignIn(b, '198.51.100.22')).statusCode).toBe(302);
  });
});

describe('rate limits when Redis fails', () => {
  /** Every request is answered and the limit still holds, counted in the instance. */
  async function expectLimitedPerInstance(ctx: TestContext, address: string, slowestMs: number) {
    let slowest = 0;
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++) {
      const started = performance.now();
      statuses.push((await startSignIn(ctx, address)).statusCode);
      slowest = Math.max(slowest, performance.now() - started);
    }
    expect(statuses.slice(0, PER_ADDRESS).every((status) => status === 302)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(slowest).toBeLessThan(slowestMs);
  }

  it('when nothing listens at REDIS_URL, then the app starts, and every request is answered at once with the limit kept', async () => {
    const started = performance.now();
    const ctx = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: PREFIX });
    try {
      expect(performance.now() - started).toBeLessThan(REDIS_CONNECT_TIMEOUT_MS + 5_000);
      await expectLimitedPerInstance(ctx, '198.51.100.30', 250);
    } finally {
      await ctx.close();
    }
  });

  describe('a Redis that stops answering', () => {
    let server: net.Server;
    let port = 0;
    /** While true, the proxy passes nothing on, like a network that drops packets. */
    let stalled = false;
    const sockets = new Set<net.Socket>();

    beforeAll(async () => {
      const upstream = new URL(REDIS_URL);
      server = net.createServer((client) => {
        const redis = net.connect(Number(upstream.port || 6379), upstream.hostname);
        sockets.add(client).add(redis);
        client.on('data', (chunk) => {
          if (!stalled) redis.write(chunk);
        });
        redis.on('data', (chunk) => {
          if (!stalled) client.write(chunk);
        });
        for (const socket of [client, redis]) {
          socket.on('error', () => undefined);
          socket.on('close', () => {
            client.destroy();
            redis.destroy();
          });
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    });

    it('when Redis stalls after start-up, then each limited request waits at most the command timeout, and the limit holds', async () => {
      stalled = false;
      const ctx = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: PREFIX });
      try {
        expect((await startSignIn(ctx, '198.51.100.40')).statusCode).toBe(302);
        stalled = true;
        const started = performance.now();
        const answer = await startSignIn(ctx, '198.51.100.41');
        expect(answer.statusCode).toBe(302);
        expect(performance.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1_000);
        await expectLimitedPerInstance(ctx, '198.51.100.42', REDIS_COMMAND_TIMEOUT_MS + 1_000);
      } finally {
        await ctx.close();
      }
    });

    it('when Redis accepts connections but never answers, then start-up waits no longer than the connect timeout', async () => {
      stalled = true;
      const started = performance.now();
      const ctx = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: PREFIX });
      try {
        expect(performance.now() - started).toBeLessThan(REDIS_CONNECT_TIMEOUT_MS + 5_000);
        await expectLimitedPerInstance(ctx, '198.51.100.50', REDIS_COMMAND_TIMEOUT_MS + 1_000);
      } finally {
        await ctx.close();
      }
    });
  });
});
