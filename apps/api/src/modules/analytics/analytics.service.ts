import type { Database } from '../../db/client';
import { deleteCountsOlderThan, incrementPageView } from './analytics.repository';

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
 * harmless: the delete is idempotent.
 */
export const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * First-party page views as one counter per (UTC day, path), capped at DAILY_PATH_CAP paths a
 * day and kept RETENTION_DAYS days: whatever anonymous clients post, the table grows by at most
 * about DAILY_PATH_CAP rows a day and holds about RETENTION_DAYS days of them.
 */
export function createPageViewCounter(db: Database) {
  let prunedAt = Number.NEGATIVE_INFINITY;

  /** A failure is not the visitor's: the view was counted, and the next view tries again. */
  async function pruneIfDue(): Promise<void> {
    const at = Date.now();
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    try {
      await deleteCountsOlderThan(db, RETENTION_DAYS);
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
      await incrementPageView(db, path, { dailyPathCap: DAILY_PATH_CAP, otherPath: OTHER_PATH });
      await pruneIfDue();
    },
  };
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;
