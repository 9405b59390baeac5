import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { createTestApp, type TestContext } from '../test/test-app';
import { RATE_LIMITS } from './rate-limit';

const SIGN_IN_START = `/api/v1/auth/workos/redirect?state=${encodeURIComponent(JSON.stringify({ return_to: '/dashboard' }))}`;
const PER_ADDRESS = RATE_LIMITS.signInStart.rules[0].max;
const BALANCER = '10.0.0.1';

const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** 150 sign-in starts from one client, each claiming a fresh address in front of the balancer's. */
async function spoofedStarts(ctx: TestContext, client: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 150; i++) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: SIGN_IN_START,
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': `${randomAddress()}, ${client}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('rate limits behind a load balancer', () => {
  let ctx: TestContext;
  afterEach(() => ctx?.close());

  it('with TRUST_PROXY=1 count a client by the address the balancer saw, not the one it claims', async () => {
    ctx = await createTestApp({ TRUST_PROXY: '1' });
    // The balancer appended 10.0.0.7, the address it saw; the client made up everything before it.
    const statuses = await spoofedStarts(ctx, '10.0.0.7');
    expect(statuses.slice(0, PER_ADDRESS).every((status) => status === 302)).toBe(true);
    expect(statuses.slice(PER_ADDRESS).every((status) => status === 429)).toBe(true);
    // Another client behind the same balancer keeps its own allowance.
    const other = await ctx.app.inject({
      method: 'GET',
      url: SIGN_IN_START,
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': '10.0.0.9' },
    });
    expect(other.statusCode).toBe(302);
  });

  it('with the balancer named by a CIDR that holds only proxies, the same', async () => {
    ctx = await createTestApp({ TRUST_PROXY: '10.0.0.0/30' });
    const statuses = await spoofedStarts(ctx, '10.0.0.8');
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - PER_ADDRESS);
  });

  it('with the same block written IPv4-mapped, the same', async () => {
    ctx = await createTestApp({ TRUST_PROXY: '::ffff:10.0.0.0/126' });
    const statuses = await spoofedStarts(ctx, '10.0.0.8');
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - PER_ADDRESS);
  });
});

describe('a TRUST_PROXY block that holds far more than proxies', () => {
  it.each(['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/0', '::/0', '::ffff:0.0.0.0/96'])(
    'never lets the app start trusting every address as a proxy (TRUST_PROXY=%s): the configuration is refused',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    },
  );
});
