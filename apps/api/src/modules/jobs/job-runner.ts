import type { Database } from '../../db/client';
import { claimDueJobs, completeJob, type JobRecord, recordJobFailure } from './jobs.repository';

export type JobHandler = (job: JobRecord) => Promise<void>;

export type JobRunnerOptions = {
  db: Database;
  handlers: Record<string, JobHandler>;
  /** Where failures are told (the app's logger); a job is named by id and kind only. */
  log: { warn(fields: object, message: string): void };
  /** How often an idle runner looks for due jobs. */
  pollMs?: number;
  /** Jobs claimed, and run side by side, at a time. */
  batchSize?: number;
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
  leaseMs = 5 * 60_000,
}: JobRunnerOptions) {
  const kinds = Object.keys(handlers);
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<number> | null = null;
  let stopped = true;
  let stopRequested = false;

  async function runOne(job: JobRecord): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await completeJob(db, job.id);
    } catch (error) {
      const last = job.attempts >= job.maxAttempts;
      const text = failureText(error);
      // If even this write fails (the database is away), the lease runs out and the job is tried again.
      await recordJobFailure(db, job.id, text, last ? null : retryDelayMs(job.attempts)).catch(() => {});
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, final: last, reason: text }, 'job failed');
    }
  }

  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const claimed = await claimDueJobs(db, { limit: batchSize, leaseMs, kinds });
      if (claimed.length === 0) return done;
      await Promise.all(claimed.map(runOne));
      done += claimed.length;
      // A shutdown waits for the batch under way, not for everything that is due.
      if (stopRequested) return done;
    }
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
