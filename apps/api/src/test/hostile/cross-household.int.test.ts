import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema';
import { bearer } from '../sign-in';
import type { TestContext } from '../test-app';
import { createHostileClient, createHostileWorld, expectClearError, type HostileClient, reportCount } from './harness';
import { endpointKey, type HostileCall, type Household, MEMBER_ENDPOINTS, type World } from './member-endpoints';

/**
 * Household B's card holder, signed in for real, aims at household A: every id-taking endpoint
 * with A's ids answers 404 exactly as for an id nobody has (so ids reveal nothing), and no
 * read answers anything of A's.
 */
describe('hostile: another household’s ids', () => {
  let ctx: TestContext;
  let world: World;
  let victim: Household;
  let attacker: Household;
  let client: HostileClient;
  /** Text only household A's answers contain: its holder, dependent, e-mail and member number. */
  let victimMarkers: string[];

  beforeAll(async () => {
    const built = await createHostileWorld();
    ({ ctx, world, a: victim, b: attacker } = built);
    client = createHostileClient(ctx);
    const [card] = await ctx.database.db.select().from(memberships).where(eq(memberships.id, victim.primaryId));
    victimMarkers = ['hostile-a@example.com', 'Holder A', 'Kid A', card!.memberNumber];
  });
  afterAll(async () => {
    if (client) reportCount('cross-household', client);
    await ctx?.close();
  });

  const asAttacker = (call: HostileCall, label: string) =>
    client.send({ ...call, headers: bearer(attacker.token) }, label);

  it('when the table is read, then every endpoint taking an id says how another household’s id is answered', () => {
    for (const endpoint of MEMBER_ENDPOINTS) {
      const call = endpoint.request(victim, world);
      const takesId =
        endpoint.route.includes(':') || /membership_id/.test(`${call.url} ${JSON.stringify(call.payload)}`);
      if (!takesId) continue;
      expect(
        Boolean(endpoint.foreign) !== Boolean(endpoint.foreignIdsNotOwned),
        `${endpointKey(endpoint.method, endpoint.route)} needs exactly one of foreign / foreignIdsNotOwned`,
      ).toBe(true);
    }
  });

  it.each(MEMBER_ENDPOINTS.filter((e) => e.foreign).map((e) => [endpointKey(e.method, e.route), e] as const))(
    'when %s is sent with the other household’s ids, then it answers 404 like a missing id and nothing changes',
    async (_, endpoint) => {
      const foreign = endpoint.foreign!;
      const missing = await asAttacker(foreign.call(foreign.missing, world), `${endpoint.route} with a missing id`);
      expect(missing.statusCode, missing.body).toBe(404);
      expectClearError(missing, `${endpoint.route} with a missing id`);
      for (const id of foreign.ids(victim)) {
        const call = foreign.call(id, world);
        const label = `${endpointKey(call.method, call.url)} by another household`;
        const res = await asAttacker(call, label);
        expect(res.statusCode, `${label}: ${res.body}`).toBe(404);
        // Same words as for an id nobody has: the answer does not tell that A's id exists.
        expect(res.json(), label).toEqual(missing.json());
      }
    },
  );

  it('when the other household’s bookmarked medication is removed, checked or its ids sent as query fields, then only the caller’s own bookmarks are involved', async () => {
    const removed = await asAttacker(
      { method: 'DELETE', url: `/bookmarks/medication/${victim.bookmarkedMedicationId}` },
      'remove the victim’s bookmarked medication',
    );
    // The attacker had no bookmark of it: nothing to remove, and the victim's stays (no change).
    expect(removed.statusCode).toBe(204);
    const check = await asAttacker(
      { method: 'GET', url: `/bookmarks/check/${victim.bookmarkedMedicationId}` },
      'check the victim’s bookmarked medication',
    );
    expect(check.json()).toEqual({ is_bookmarked: false, bookmark_id: null });
  });

  it('when the attacker’s own download ticket is used for the other household’s card, then it is refused', async () => {
    for (const id of [victim.primaryId, victim.dependentId]) {
      const label = `download ${id} with another card's ticket`;
      const res = await client.send(
        { method: 'GET', url: `/wallet_passes/${id}/download?platform=ios&ticket=${attacker.downloadTicket}` },
        label,
      );
      expect(res.statusCode, res.body).toBe(401);
      expectClearError(res, label);
    }
  });

  it('when every read is sent with the other household’s ids as extra query fields, then nothing of theirs is answered', async () => {
    const smuggled = `user_id=${victim.userId}&owner_user_id=${victim.userId}&id=${victim.primaryId}`;
    for (const endpoint of MEMBER_ENDPOINTS.filter((e) => e.method === 'GET' && !e.writes)) {
      const call = endpoint.request(attacker, world);
      const url = `${call.url}${call.url.includes('?') ? '&' : '?'}${smuggled}`;
      const label = `GET ${url} by another household`;
      const res = await asAttacker({ ...call, url }, label);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
      for (const marker of victimMarkers) expect(res.body, `${label} leaks "${marker}"`).not.toContain(marker);
    }
  });
});
