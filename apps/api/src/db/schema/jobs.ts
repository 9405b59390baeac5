import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable work (docs/decisions/0015-lifecycle-jobs-and-email.md): a row is written in the same
 * transaction as the change that causes it, under a key that names the work
 * (`renewal:<subscription>:<period end>`), so the work exists if and only if the change
 * committed, and a second instance, a retry or a restart adds nothing. The payload holds ids,
 * never a date of birth, an address or a medication: the job reads what it needs when it runs.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending (waiting or leased), done, or failed after its last attempt (kept for the back office). */
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Set when a worker claims the row; a worker that dies leaves it to expire, and another takes the row. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`status = 'pending'`),
    index('jobs_failed_idx').on(t.createdAt).where(sql`status = 'failed'`),
    check('jobs_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);
