import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * First-party analytics: how many times each route path was viewed each day (UTC), nothing
 * that identifies a person. A count per day, not a row per view, so an anonymous writer cannot
 * grow the table faster than the paths it may name.
 */
export const pageViewCounts = pgTable(
  'page_view_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * The old row-per-view table, no longer written: migration 0003 folded its rows into
 * page_view_counts. Kept for one release because migrations only add, so instances of the
 * previous version still write here while a deployment rolls; drop it in the next.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
);
