import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../security/rate-limit';
import { bearer, signInThroughLocalProvider } from '../sign-in';
import type { TestContext } from '../test-app';
import { createHostileClient, createHostileWorld, expectClearError, type HostileClient, reportCount } from './harness';
import { endpointKey, type Household, MEMBER_ENDPOINTS, type World } from './member-endpoints';

/**
 * The member endpoints the table marks as a membership's benefit or as limited per member: an
 * account without a membership, and a member past the limit, are refused with the message
 * named, and nothing changes (the rate limits are on here, unlike the other hostile suites).
 */
describe('hostile limits: no membership, no benefit; past a limit, nothing more is kept', () => {
  let ctx: TestContext;
  let world: World;
  let member: Household;
  let other: Household;
  let outsider: string;
  let client: HostileClient;

  beforeAll(async () => {
    const built = await createHostileWorld();
    ({ ctx, world, a: member, b: other } = built);
    // Signed in, never paid: an account, no membership.
    outsider = (await signInThroughLocalProvider(ctx, { email: 'hostile-outsider@example.com' })).token;
    client = createHostileClient(ctx);
  });
  afterAll(async () => {
    if (client) reportCount('limits', client);
    await ctx?.close();
  });

  const needsMembership = MEMBER_ENDPOINTS.filter((e) => e.membershipRequired);
  const limited = MEMBER_ENDPOINTS.filter((e) => e.rateLimit);

  it('finds the endpoints the table marks', () => {
    expect(needsMembership.map((e) => endpointKey(e.method, e.route))).toContain('POST /price_reports');
    expect(limited.map((e) => endpointKey(e.method, e.route))).toContain('POST /price_reports');
  });

  it.each(needsMembership.map((e) => [endpointKey(e.method, e.route), e] as const))(
    'when an account without a membership sends %s, then 403 says a membership is needed and nothing changes',
    async (_, endpoint) => {
      // Its own ids or another household's, a good body or none: the membership is checked first.
      for (const [what, call] of [
        ['the member’s request', endpoint.request(member, world)],
        ['an empty body', { ...endpoint.request(member, world), payload: {} }],
      ] as const) {
        const label = `${endpoint.route} by an outsider with ${what}`;
        const res = await client.send({ ...call, headers: bearer(outsider) }, label);
        expect(res.statusCode, `${label}: ${res.body}`).toBe(403);
        expect(expectClearError(res, label).message).toBe(endpoint.membershipRequired);
        expect(res.json().code).toBe('forbidden');
      }
    },
  );

  it.each(limited.map((e) => [endpointKey(e.method, e.route), e] as const))(
    'when a member sends %s past its limit, refused requests included, then 429 with the limit’s message and nothing is kept',
    async (_, endpoint) => {
      const policy = RATE_LIMITS[endpoint.rateLimit!];
      const perMember = Math.min(...policy.rules.filter((r) => r.per === 'user').map((r) => r.max));
      const call = endpoint.request(member, world);
      // Every request counts, answered or refused: requests its contract refuses use up the allowance.
      for (let i = 0; i < perMember; i++) {
        const res = await client.send({ ...call, payload: {}, headers: bearer(member.token) }, `${call.url} #${i + 1}`);
        expect(res.statusCode, res.body).toBeLessThan(429);
      }
      const label = `${call.url} past the limit`;
      const res = await client.send({ ...call, headers: bearer(member.token) }, label);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(429);
      expect(expectClearError(res, label).message).toBe(policy.message);
      expect(res.json().code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      // The same request from another household, under its own allowance, is served: it was the limit.
      const served = await ctx.app.inject({
        method: call.method,
        url: `/api/v1${endpoint.request(other, world).url}`,
        headers: bearer(other.token),
        payload: endpoint.request(other, world).payload as object,
      });
      client.forget();
      expect(served.statusCode, served.body).toBeLessThan(300);
    },
  );
});
