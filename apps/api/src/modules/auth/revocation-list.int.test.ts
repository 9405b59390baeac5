import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { revokedTokens } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createRevocationList, PRUNE_EVERY_MS, REVOCATION_STALENESS_MS } from './revocation-list';

describe('the revocation list: logouts kept in memory, re-read from the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const inAnHour = () => new Date(Date.now() + 3_600_000);
  /** A clock the test moves by hand, so "later" needs no waiting. */
  const manualClock = () => {
    let at = 1_000_000;
    return { now: () => at, advance: (ms: number) => (at += ms) };
  };

  it('when a token is signed out on this instance, then it is refused at once and recorded for the others', async () => {
    const list = createRevocationList(database.db);
    const jti = randomUUID();
    expect(await list.isRevoked(jti)).toBe(false);
    await list.revoke(jti, inAnHour());
    expect(await list.isRevoked(jti)).toBe(true);
    expect(await createRevocationList(database.db).isRevoked(jti)).toBe(true);
  });

  it('when another instance signs a token out, then this one refuses it within the staleness bound', async () => {
    const clock = manualClock();
    const here = createRevocationList(database.db, { now: clock.now });
    const elsewhere = createRevocationList(database.db);
    const jti = randomUUID();
    expect(await here.isRevoked(jti)).toBe(false);

    await elsewhere.revoke(jti, inAnHour());
    // The documented window: the list read a moment ago may still let the token through.
    expect(await here.isRevoked(jti)).toBe(false);
    clock.advance(REVOCATION_STALENESS_MS);
    expect(await here.isRevoked(jti)).toBe(true);
  });

  it('when the list sat unused for long, then it reads every logout again, old ones included', async () => {
    const clock = manualClock();
    const here = createRevocationList(database.db, { now: clock.now });
    expect(await here.isRevoked('warm-up')).toBe(false);
    // Revoked minutes ago (before the recent-logouts window) but still unexpired.
    const jti = randomUUID();
    await database.db
      .insert(revokedTokens)
      .values({ jti, expiresAt: inAnHour(), revokedAt: new Date(Date.now() - 10 * 60_000) });
    clock.advance(60_000);
    expect(await here.isRevoked(jti)).toBe(true);
  });

  it('when a token has expired anyway, then it is not kept', async () => {
    const jti = randomUUID();
    await database.db.insert(revokedTokens).values({ jti, expiresAt: new Date(Date.now() - 1000) });
    expect(await createRevocationList(database.db).isRevoked(jti)).toBe(false);
  });

  it('when the database cannot be read and the list is due, then the check fails instead of letting tokens through', async () => {
    const down = {
      select: () => ({ from: () => ({ where: () => Promise.reject(new Error('connection refused')) }) }),
    } as unknown as Database;
    await expect(createRevocationList(down).isRevoked(randomUUID())).rejects.toThrow('connection refused');
  });
  it('when logouts expired over an hour ago, then their rows are deleted, at most once per interval', async () => {
    const clock = manualClock();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const stale = randomUUID();
    const recent = randomUUID();
    const live = randomUUID();
    await database.db.insert(revokedTokens).values([
      { jti: stale, expiresAt: hoursAgo(2) },
      { jti: recent, expiresAt: hoursAgo(0.25) },
      { jti: live, expiresAt: inAnHour() },
    ]);
    const remaining = async (jtis: string[]) =>
      (await database.db.select().from(revokedTokens).where(inArray(revokedTokens.jti, jtis))).map((r) => r.jti).sort();

    // This list's own deletes are counted: an earlier test's list may still be pruning the
    // shared table in the background, so the rows alone cannot say which list deleted them.
    let prunes = 0;
    const counted = new Proxy(database.db, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === 'delete') prunes++;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Database;
    const list = createRevocationList(counted, { now: clock.now });
    expect(await list.isRevoked(live)).toBe(true);
    await vi.waitFor(async () => expect(await remaining([stale, recent, live])).toEqual([recent, live].sort()));
    expect(prunes).toBe(1);

    // Within the interval the list is re-read but not pruned again.
    const later = randomUUID();
    await database.db.insert(revokedTokens).values({ jti: later, expiresAt: hoursAgo(3) });
    clock.advance(REVOCATION_STALENESS_MS);
    expect(await list.isRevoked(live)).toBe(true);
    expect(prunes).toBe(1);

    clock.advance(PRUNE_EVERY_MS);
    expect(await list.isRevoked(live)).toBe(true);
    expect(prunes).toBe(2);
    await vi.waitFor(async () => expect(await remaining([later])).toEqual([]));
  });
});
