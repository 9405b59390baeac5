import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Distinct paths counted per day. Anyone may post any path, so without a cap a script could
 * add a row per made-up path. The web app has about twenty routes, none with a parameter, so
 * real traffic stays far below it.
 */
export const DAILY_PATH_CAP = 500;

/** Where a day's views of new paths go once it holds DAILY_PATH_CAP paths. */
export const OTHER_PATH = '/(other)';

/** Counts are kept this many days, a year and a month (a month can be compared with the year before), then deleted. */
export const RETENTION_DAYS = 400;

/**
 * Each instance deletes expired days at most this often. Several instances doing it at once is
 * harmless: the delete is idempotent and walks the primary key's leading `day`.
 */
export const PRUNE_EVERY_MS = 60 * 60_000;

/** The day is the database's UTC day, so every instance rolls over at the same moment. */
const TODAY = sql`(now() at time zone 'UTC')::date`;

/**
 * First-party page views as one counter per (UTC day, path), capped at DAILY_PATH_CAP paths a
 * day and kept RETENTION_DAYS days: whatever anonymous clients post, the table grows by at most
 * about DAILY_PATH_CAP rows a day and holds about RETENTION_DAYS days of them.
 */
export function createPageViewCounter(db: Database) {
  let prunedAt = Number.NEGATIVE_INFINITY;

  /**
   * The cap is checked in the same statement as the upsert, without a lock: statements running
   * at the same moment each see the day as it was when they started, so each may add a path
   * while the day holds DAILY_PATH_CAP - 1. The overshoot is therefore at most the number of
   * connections writing at once (DATABASE_POOL_SIZE × instances), a few rows, and only on the
   * day the cap is reached; with PGlite (one connection) the cap is exact. A path already
   * counted today keeps being counted under its own name.
   */
  async function count(path: string): Promise<void> {
    await db.execute(sql`
      with today as (select ${TODAY} as day)
      insert into page_view_counts (day, path, views)
      select
        today.day,
        case
          when exists (select 1 from page_view_counts c where c.day = today.day and c.path = ${path}::text)
            or (select count(*) from page_view_counts c where c.day = today.day) < ${DAILY_PATH_CAP}::int
          then ${path}::text
          else ${OTHER_PATH}::text
        end,
        1
      from today
      on conflict (day, path) do update set views = page_view_counts.views + 1
    `);
  }

  /** A failure is not the visitor's: the view was counted, and the next view tries again. */
  async function pruneIfDue(): Promise<void> {
    const at = Date.now();
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    try {
      await db.execute(sql`delete from page_view_counts where day < ${TODAY} - ${RETENTION_DAYS}::int`);
    } catch {
      prunedAt = Number.NEGATIVE_INFINITY;
    }
  }

  return {
    /**
     * Counts one view of `path` today. Once an hour the request also deletes expired days; it
     * waits for that (nobody waits on a page view: the browser sends it when idle and ignores
     * the answer), which keeps the delete off a database that just failed the upsert.
     */
    async record(path: string): Promise<void> {
      await count(path);
      await pruneIfDue();
    },
  };
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;
