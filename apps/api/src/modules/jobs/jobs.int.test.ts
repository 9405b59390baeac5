import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createJobRunner, type JobHandler, retryDelayMs, type SettlingJobHandler } from './job-runner';
import { claimDueJobs, enqueueJob, enqueueJobs, findJobByKey } from './jobs.repository';

const warnings: object[] = [];
const log = { warn: (fields: object) => void warnings.push(fields) };

describe('the job table (docs/decisions/0015-lifecycle-jobs-and-email.md)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it('adds a job once per key, however often it is enqueued', async () => {
    expect(await enqueueJob(database.db, { kind: 'note', key: 'note:1', payload: { n: 1 } })).toBe(true);
    expect(await enqueueJob(database.db, { kind: 'note', key: 'note:1', payload: { n: 2 } })).toBe(false);
    expect(
      await enqueueJobs(database.db, [
        { kind: 'note', key: 'note:1', payload: { n: 3 } },
        { kind: 'note', key: 'note:2', payload: { n: 4 } },
      ]),
    ).toBe(1);
    const rows = await database.db.select().from(jobs).orderBy(jobs.key);
    expect(rows.map((row) => [row.key, row.payload])).toEqual([
      ['note:1', { n: 1 }],
      ['note:2', { n: 4 }],
    ]);
  });

  it('keeps no job when the change it belongs to rolls back', async () => {
    await expect(
      withTransaction(database.db, async (tx) => {
        await enqueueJob(tx, { kind: 'note', key: 'note:rolled-back', payload: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await findJobByKey(database.db, 'note:rolled-back')).toBeNull();
  });

  it('runs each job once and marks it done', async () => {
    const seen: string[] = [];
    const runner = createJobRunner({
      db: database.db,
      log,
      handlers: { note: async (job) => void seen.push(job.key) },
    });
    await enqueueJobs(
      database.db,
      Array.from({ length: 45 }, (_, i) => ({ kind: 'note', key: `note:${i}`, payload: {} })),
    );
    expect(await runner.runDue()).toBe(45);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    const done = await database.db.select().from(jobs).where(eq(jobs.status, 'done'));
    expect(done).toHaveLength(45);
    expect(done.every((row) => row.attempts === 1 && row.finishedAt !== null)).toBe(true);
  });

  it('never runs a job twice when two instances work the same table at once', async () => {
    const runs = new Map<string, number>();
    const handler: JobHandler = async (job) => {
      runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const first = createJobRunner({ db: database.db, log, batchSize: 7, handlers: { note: handler } });
    const second = createJobRunner({ db: database.db, log, batchSize: 5, handlers: { note: handler } });
    await enqueueJobs(
      database.db,
      Array.from({ length: 200 }, (_, i) => ({ kind: 'note', key: `note:${i}`, payload: {} })),
    );
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(200);
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('runs two lanes side by side without running a job twice', async () => {
    const runs = new Map<string, number>();
    const runner = createJobRunner({
      db: database.db,
      log,
      batchSize: 6,
      lanes: 2,
      handlers: {
        note: async (job) => {
          runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 1));
        },
      },
    });
    await enqueueJobs(
      database.db,
      Array.from({ length: 50 }, (_, i) => ({ kind: 'note', key: `note:${i}`, payload: {} })),
    );
    expect(await runner.runDue()).toBe(50);
    expect(runs.size).toBe(50);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it("settles a batch's finished jobs in one step, with what their handler leaves behind", async () => {
    const settled: Array<Array<{ key: string; result: number }>> = [];
    const settling: SettlingJobHandler<number> = {
      run: async (job) => {
        if (job.key === 'tally:bad') throw new Error('no');
        return Number(job.key.split(':')[1]);
      },
      settle: async (_tx, finished) => void settled.push(finished.map(({ job, result }) => ({ key: job.key, result }))),
    };
    const runner = createJobRunner({ db: database.db, log, batchSize: 10, handlers: { tally: settling } });
    await enqueueJobs(database.db, [
      { kind: 'tally', key: 'tally:1', payload: {} },
      { kind: 'tally', key: 'tally:bad', payload: {}, maxAttempts: 1 },
      { kind: 'tally', key: 'tally:2', payload: {} },
    ]);
    expect(await runner.runDue()).toBe(3);
    // One settle for the batch, holding only the jobs that succeeded.
    expect(settled).toHaveLength(1);
    expect(settled[0]!.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'tally:1', result: 1 },
      { key: 'tally:2', result: 2 },
    ]);
    expect(await findJobByKey(database.db, 'tally:1')).toMatchObject({ status: 'done' });
    expect(await findJobByKey(database.db, 'tally:bad')).toMatchObject({ status: 'failed' });
  });

  it('leaves a batch claimed, not done, when its settle fails: the lease runs out and it runs again', async () => {
    let failSettle = true;
    const runs: string[] = [];
    const settling: SettlingJobHandler<null> = {
      run: async (job) => {
        runs.push(job.key);
        return null;
      },
      settle: async () => {
        if (failSettle) throw new Error('database went away');
      },
    };
    const runner = createJobRunner({ db: database.db, log, leaseMs: 200, handlers: { tally: settling } });
    await enqueueJob(database.db, { kind: 'tally', key: 'tally:retry', payload: {} });
    expect(await runner.runDue()).toBe(1);
    expect(await findJobByKey(database.db, 'tally:retry')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(warnings.at(-1)).toMatchObject({ reason: 'Error: database went away' });
    failSettle = false;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual(['tally:retry', 'tally:retry']);
    expect(await findJobByKey(database.db, 'tally:retry')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('retries a failing job later with back-off, then keeps it as failed with its reason', async () => {
    let calls = 0;
    const runner = createJobRunner({
      db: database.db,
      log,
      handlers: {
        flaky: async () => {
          calls += 1;
          throw new Error('421 mail server busy');
        },
      },
    });
    await enqueueJob(database.db, { kind: 'flaky', key: 'flaky:1', payload: {}, maxAttempts: 2 });
    expect(await runner.runDue()).toBe(1);
    let row = await findJobByKey(database.db, 'flaky:1');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: 421 mail server busy' });
    // Not due again until the back-off has passed.
    expect(row!.runAt.getTime() - Date.now()).toBeGreaterThan(retryDelayMs(1) - 5_000);
    expect(await runner.runDue()).toBe(0);

    await database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, 'flaky:1'));
    expect(await runner.runDue()).toBe(1);
    row = await findJobByKey(database.db, 'flaky:1');
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'Error: 421 mail server busy' });
    expect(row!.finishedAt).not.toBeNull();
    expect(calls).toBe(2);
    expect(warnings.at(-1)).toEqual({
      jobId: row!.id,
      kind: 'flaky',
      attempt: 2,
      final: true,
      reason: 'Error: 421 mail server busy',
    });
    // A failed job is kept, and never claimed again.
    expect(await runner.runDue()).toBe(0);
  });

  it('backs off 30 s, 2 min, 8 min … up to 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });

  it('loses nothing when a worker dies holding a job: its lease runs out and another worker runs it', async () => {
    await enqueueJob(database.db, { kind: 'note', key: 'note:orphan', payload: {} });
    // A worker claims it and dies before finishing (it never completes nor fails the job).
    const [claimed] = await claimDueJobs(database.db, { limit: 10, leaseMs: 300 });
    expect(claimed?.key).toBe('note:orphan');
    const seen: string[] = [];
    const survivor = createJobRunner({
      db: database.db,
      log,
      handlers: { note: async (job) => void seen.push(job.key) },
    });
    // While the lease holds, nobody else takes it.
    expect(await survivor.runDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await survivor.runDue()).toBe(1);
    expect(seen).toEqual(['note:orphan']);
    expect(await findJobByKey(database.db, 'note:orphan')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs what was enqueued before a restart once a new runner starts', async () => {
    await enqueueJob(database.db, { kind: 'note', key: 'note:before-restart', payload: {} });
    const seen: string[] = [];
    const runner = createJobRunner({
      db: database.db,
      log,
      pollMs: 10,
      handlers: { note: async (job) => void seen.push(job.key) },
    });
    runner.start();
    await expect.poll(() => seen, { timeout: 2_000 }).toEqual(['note:before-restart']);
    await runner.stop();
  });

  it('keeps a job scheduled for later until its time, also when enqueued in a batch', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    await enqueueJobs(database.db, [
      { kind: 'note', key: 'note:later', payload: {}, runAt: later, maxAttempts: 3 },
      { kind: 'note', key: 'note:now', payload: {} },
    ]);
    const runner = createJobRunner({ db: database.db, log, handlers: { note: async () => {} } });
    expect(await runner.runDue()).toBe(1);
    expect(await findJobByKey(database.db, 'note:later')).toMatchObject({
      status: 'pending',
      attempts: 0,
      maxAttempts: 3,
      runAt: later,
    });
  });

  it('does not take jobs of kinds it has no handler for', async () => {
    await enqueueJob(database.db, { kind: 'other', key: 'other:1', payload: {} });
    const runner = createJobRunner({ db: database.db, log, handlers: { note: async () => {} } });
    expect(await runner.runDue()).toBe(0);
    expect(await findJobByKey(database.db, 'other:1')).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
