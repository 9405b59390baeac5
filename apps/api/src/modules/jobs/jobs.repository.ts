import { and, asc, desc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRecord = typeof jobs.$inferSelect;

export type NewJob = {
  kind: string;
  /** Names the work; a second enqueue under the same key adds nothing. */
  key: string;
  payload: Record<string, unknown>;
  /** Not before this moment (default: now). */
  runAt?: Date;
  maxAttempts?: number;
};

function toRow(job: NewJob): typeof jobs.$inferInsert {
  return {
    kind: job.kind,
    key: job.key,
    payload: job.payload,
    ...(job.runAt ? { runAt: job.runAt } : {}),
    ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
  };
}

/**
 * Adds the job unless one with its key exists. Pass the transaction that makes the change the
 * job follows from, so the job exists if and only if that change commits. Answers whether a
 * row was added.
 */
export async function enqueueJob(db: Database, job: NewJob): Promise<boolean> {
  return (await enqueueJobs(db, [job])) > 0;
}

/** Many at once, for sweeps: one statement per chunk, same rule per key. Answers how many were added. */
export async function enqueueJobs(db: Database, list: NewJob[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < list.length; start += 1000) {
    const rows = await db
      .insert(jobs)
      .values(list.slice(start, start + 1000).map(toRow))
      .onConflictDoNothing({ target: jobs.key })
      .returning({ id: jobs.id });
    added += rows.length;
  }
  return added;
}

/** No live worker holds the job: never claimed, or its claim's lease has run out. */
function leaseFree() {
  return or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`));
}

/**
 * Claims up to `limit` due jobs for `leaseMs`: pending, due, and not leased by a live worker.
 * `for update skip locked` lets instances claim at the same moment without waiting on each
 * other or taking the same row; the attempt is counted at the claim, so a job whose worker
 * keeps dying still runs out of attempts.
 */
export async function claimDueJobs(
  db: Database,
  { limit, leaseMs, kinds }: { limit: number; leaseMs: number; kinds?: readonly string[] },
): Promise<JobRecord[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        lte(jobs.runAt, sql`now()`),
        leaseFree(),
        kinds ? inArray(jobs.kind, [...kinds]) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * The jobs by id, if nobody finished them meanwhile. Written as "not done or failed" rather
 * than "pending": the latter matches the partial index of pending jobs, which a planner with
 * statistics from before a large sweep picks and scans whole (tens of ms per job at 100,000
 * pending) instead of going straight to the primary key.
 */
function stillPending(ids: readonly number[]) {
  return and(inArray(jobs.id, [...ids]), notInArray(jobs.status, ['done', 'failed']));
}

export async function completeJob(db: Database, id: number): Promise<void> {
  await completeJobs(db, [id]);
}

/** Marks the jobs done in one statement (a batch the runner finished). */
export async function completeJobs(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(stillPending(ids));
}

/** A failed attempt: tried again `retryInMs` from now (the database's now), or kept as failed when it was the last. */
export async function recordJobFailure(
  db: Database,
  id: number,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryInMs === null
        ? { lastError: error, status: 'failed', finishedAt: sql`now()`, lockedUntil: null }
        : { lastError: error, runAt: sql`now() + ${retryInMs} * interval '1 millisecond'`, lockedUntil: null },
    )
    .where(stillPending([id]));
}

export async function findJobByKey(db: Database, key: string): Promise<JobRecord | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
  return row ?? null;
}

/** The queue as the back office shows it: failed jobs (newest first) or pending ones (due first). */
export async function listJobs(
  db: Database,
  { status, limit }: { status: 'failed' | 'pending'; limit: number },
): Promise<JobRecord[]> {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.status, status))
    .orderBy(status === 'failed' ? desc(jobs.finishedAt) : asc(jobs.runAt), desc(jobs.id))
    .limit(limit);
}

/**
 * Runs a job again as soon as a worker is free: a failed one gets its attempts back (its last
 * error stays until it succeeds), a pending one waiting for its back-off is due now. A job a
 * worker holds right now, or one that is done, is left alone (null).
 */
export async function retryJob(db: Database, id: number): Promise<JobRecord | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: sql`now()`, finishedAt: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), or(eq(jobs.status, 'failed'), and(eq(jobs.status, 'pending'), leaseFree()))))
    .returning();
  return row ?? null;
}
