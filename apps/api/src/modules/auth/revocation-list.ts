import { and, gt, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { revokedTokens } from '../../db/schema';

/**
 * How long a logout on another instance may go unnoticed here (decision 0008). A logout on
 * this instance takes effect at once; with PGlite there is only this instance.
 */
export const REVOCATION_STALENESS_MS = 2_000;

/**
 * After this long the list is re-read in the background; requests wait only if that read has
 * not come back by the bound (a database slower than 1.5 s).
 */
const REFRESH_AFTER_MS = 500;

/**
 * A refresh reads the logouts of this last window (by the database's clock, so the instances'
 * clocks do not matter). It is far longer than a refresh can be late, which covers a logout
 * whose row committed after a read that started before it.
 */
const RECENT_WINDOW_SECONDS = 60;

/** Longer than this since the last read and the window may have missed some: read them all. */
const FULL_RELOAD_AFTER_MS = 30_000;

/**
 * Rows of tokens expired this long ago are deleted: they can no longer be presented (the token
 * check refuses them as expired), and the margin covers instances whose clocks lag the database's.
 */
const PRUNE_AFTER_EXPIRY_SECONDS = 3_600;

/**
 * Each instance prunes at most this often. Several instances pruning at once is harmless: the
 * delete is idempotent and uses the expires_at index.
 */
export const PRUNE_EVERY_MS = 5 * 60_000;

type Options = { now?: () => number };

/**
 * The logged-out tokens still unexpired, kept in memory so the auth guard asks no query per
 * request. It is re-read from `revoked_tokens` (the shared truth every instance writes) at most
 * every REFRESH_AFTER_MS while requests come, and a request never trusts a list older than
 * REVOCATION_STALENESS_MS: it waits for a fresh read instead (a database failure then fails the
 * request, as the per-request lookup did).
 */
export function createRevocationList(db: Database, { now = () => performance.now() }: Options = {}) {
  /** jti → expiry (epoch ms); an entry is dropped once the token would be refused as expired. */
  const revoked = new Map<string, number>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  let prunedAt = Number.NEGATIVE_INFINITY;

  /** In the background, after a successful read: a failure is simply tried again next time. */
  function pruneIfDue(at: number): void {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    db.delete(revokedTokens)
      .where(lt(revokedTokens.expiresAt, sql`now() - make_interval(secs => ${PRUNE_AFTER_EXPIRY_SECONDS})`))
      .catch(() => {
        prunedAt = Number.NEGATIVE_INFINITY;
      });
  }

  async function read(): Promise<void> {
    const startedAt = now();
    const recentOnly = startedAt - readAt < FULL_RELOAD_AFTER_MS;
    const rows = await db
      .select({ jti: revokedTokens.jti, expiresAt: revokedTokens.expiresAt })
      .from(revokedTokens)
      .where(
        and(
          gt(revokedTokens.expiresAt, sql`now()`),
          recentOnly
            ? gte(revokedTokens.revokedAt, sql`now() - make_interval(secs => ${RECENT_WINDOW_SECONDS})`)
            : undefined,
        ),
      );
    const wallClock = Date.now();
    for (const [jti, expiresAt] of revoked) if (expiresAt <= wallClock) revoked.delete(jti);
    for (const row of rows) revoked.set(row.jti, row.expiresAt.getTime());
    readAt = Math.max(readAt, startedAt);
    pruneIfDue(startedAt);
  }

  function refresh(): Promise<void> {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    async isRevoked(jti: string): Promise<boolean> {
      const arrivedAt = now();
      // Twice at most: a read already under way may have started too long before this request.
      while (arrivedAt - readAt >= REVOCATION_STALENESS_MS) await refresh();
      // A failed background read is retried by the next request; one past the bound waits for it.
      if (arrivedAt - readAt >= REFRESH_AFTER_MS) refresh().catch(() => {});
      return revoked.has(jti);
    },

    /** Records a logout for every instance, and refuses the token here from now on. */
    async revoke(jti: string, expiresAt: Date): Promise<void> {
      await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
      revoked.set(jti, expiresAt.getTime());
    },
  };
}

export type RevocationList = ReturnType<typeof createRevocationList>;
