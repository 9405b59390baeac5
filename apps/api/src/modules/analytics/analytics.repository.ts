import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The day is the database's UTC day, so every instance rolls over at the same moment. */
const TODAY = sql`(now() at time zone 'UTC')::date`;

/**
 * Counts one view of `path` today, or of `otherPath` once today holds `dailyPathCap` other paths.
 *
 * The cap is checked in the same statement as the upsert, without a lock: statements running
 * at the same moment each see the day as it was when they started, so each may add a path
 * while the day holds dailyPathCap - 1. The overshoot is therefore at most the number of
 * connections writing at once (DATABASE_POOL_SIZE × instances), a few rows, and only on the
 * day the cap is reached; with PGlite (one connection) the cap is exact. A path already
 * counted today keeps being counted under its own name.
 */
export async function incrementPageView(
  db: Database,
  path: string,
  { dailyPathCap, otherPath }: { dailyPathCap: number; otherPath: string },
): Promise<void> {
  await db.execute(sql`
    with today as (select ${TODAY} as day)
    insert into page_view_counts (day, path, views)
    select
      today.day,
      case
        when exists (select 1 from page_view_counts c where c.day = today.day and c.path = ${path}::text)
          or (select count(*) from page_view_counts c where c.day = today.day) < ${dailyPathCap}::int
        then ${path}::text
        else ${otherPath}::text
      end,
      1
    from today
    on conflict (day, path) do update set views = page_view_counts.views + 1
  `);
}

/** Deletes the counts of days more than `days` days before today (idempotent; walks the key's leading `day`). */
export async function deleteCountsOlderThan(db: Database, days: number): Promise<void> {
  await db.execute(sql`delete from page_view_counts where day < ${TODAY} - ${days}::int`);
}
