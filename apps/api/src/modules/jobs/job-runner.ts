import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { claimDueJobs, completeJobs, type JobRecord, recordJobFailure } from './jobs.repository';

/** Runs one job; throwing schedules a retry. */
export type RunJob<R = unknown> = (job: JobRecord) => Promise<R>;

/**
 * A handler whose jobs leave a record behind (the e-mail handler's sent-mail row): `settle`
 * writes the records of a batch's finished jobs in the one transaction that marks them done, so
 * a batch of a hundred messages costs one write instead of two hundred.
 */
export type SettlingJobHandler<R> = {
  run: RunJob<R>;
  settle(tx: Database, finished: ReadonlyArray<{ job: JobRecord; result: R }>): Promise<void>;
};

// biome-ignore lint/suspicious/noExplicitAny: each handler has its own result type; the runner only passes it back to that handler
export type JobHandler = RunJob<void> | SettlingJobHandler<any>;

export type JobRunnerOptions = {
  db: Database;
  handlers: Record<string, JobHandler>;
  /** Where failures are told (the app's logger); a job is named by id and kind only. */
  log: { warn(fields: object, message: string): void };
  /** How often an idle runner looks for due jobs. */
  pollMs?: number;
  /** Jobs one lane claims, and runs side by side, at a time. */
  batchSize?: number;
  /**
   * Lanes that claim and run batches at once. With two, one lane's claim and completion (round
   * trips to the database) overlap the other's sends, instead of every send waiting on them.
   */
  lanes?: number;
  /** How long a claim holds a job; longer than any one job takes, so only a dead worker's claim expires. */
  leaseMs?: number;
};

/** 30 s, 2 min, 8 min, 32 min, … capped at 6 hours: a mail server that is down for a while is waited for. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/** What a job's failure may keep: the error's own words, never a stack, never more than a line or two. */
function failureText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
  return text.slice(0, 500);
}

/**
 * Runs due jobs (docs/decisions/0015-lifecycle-jobs-and-email.md): claims a batch, runs them side
 * by side, marks each done or schedules its retry, and goes on while work is due. Polling, not a
 * timer per job, so nothing scheduled is held in memory and a restart loses nothing.
 */
export function createJobRunner({
  db,
  handlers,
  log,
  pollMs = 1_000,
  batchSize = 20,
  lanes = 1,
  leaseMs = 5 * 60_000,
}: JobRunnerOptions) {
  const kinds = Object.keys(handlers);
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<number> | null = null;
  let stopped = true;
  let stopRequested = false;

  const runOf = (handler: JobHandler): RunJob => (typeof handler === 'function' ? handler : handler.run);

  /** Runs a job; answers its result, or null when it failed (its failure is already recorded). */
  async function runOne(job: JobRecord): Promise<{ job: JobRecord; result: unknown } | null> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      return { job, result: await runOf(handler)(job) };
    } catch (error) {
      const last = job.attempts >= job.maxAttempts;
      const text = failureText(error);
      // If even this write fails (the database is away), the lease runs out and the job is tried again.
      await recordJobFailure(db, job.id, text, last ? null : retryDelayMs(job.attempts)).catch(() => {});
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, final: last, reason: text }, 'job failed');
      return null;
    }
  }

  /**
   * Marks a batch's finished jobs done, with what their handlers leave behind, in one
   * transaction. If it fails, the jobs stay claimed until their lease runs out and then run again:
   * the same outcome as a worker that died after the work and before the record.
   */
  async function settle(finished: Array<{ job: JobRecord; result: unknown }>): Promise<void> {
    if (finished.length === 0) return;
    await withTransaction(db, async (tx) => {
      for (const kind of new Set(finished.map(({ job }) => job.kind))) {
        const handler = handlers[kind];
        if (handler && typeof handler !== 'function')
          await handler.settle(
            tx,
            finished.filter(({ job }) => job.kind === kind),
          );
      }
      await completeJobs(
        tx,
        finished.map(({ job }) => job.id),
      );
    });
  }

  async function lane(): Promise<number> {
    let done = 0;
    for (;;) {
      const claimed = await claimDueJobs(db, { limit: batchSize, leaseMs, kinds });
      if (claimed.length === 0) return done;
      const outcomes = await Promise.all(claimed.map(runOne));
      try {
        await settle(outcomes.filter((outcome) => outcome !== null));
      } catch (error) {
        log.warn({ jobs: claimed.length, reason: failureText(error) }, 'job runner could not mark jobs done');
      }
      done += claimed.length;
      // A shutdown waits for the batch under way, not for everything that is due.
      if (stopRequested) return done;
    }
  }

  async function drain(): Promise<number> {
    const counts = await Promise.all(Array.from({ length: lanes }, lane));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** One pass at a time: a second call while one runs waits for it, then finds what it left. */
  async function runDue(): Promise<number> {
    while (pass) await pass.catch(() => 0);
    pass = drain();
    try {
      return await pass;
    } finally {
      pass = null;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await runDue();
      } catch (error) {
        // The database may be away for a moment; the next poll tries again.
        log.warn({ reason: failureText(error) }, 'job runner could not claim jobs');
      }
      schedule();
    }, pollMs);
    timer.unref();
  }

  return {
    /** Runs every due job now and answers how many ran (tests and the sandbox clock use it). */
    runDue,
    start(): void {
      if (!stopped) return;
      stopped = false;
      stopRequested = false;
      schedule();
    },
    /** Stops polling and waits for the pass under way, so no job is cut off mid-send by a shutdown. */
    async stop(): Promise<void> {
      stopped = true;
      stopRequested = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await pass?.catch(() => 0);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
