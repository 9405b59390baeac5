import type { AdminJob, AdminJobsQuery } from '@arx/contracts/admin';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { type Operator, recordAudit } from '../audit';
import { type JobRecord, listJobs, retryJob } from '../jobs';

function toJob(row: JobRecord): AdminJob {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    status: row.status,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    run_at: row.runAt.toISOString(),
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The queue's failed or pending jobs, as the back office lists them. */
export async function jobsForAdmin(db: Database, query: AdminJobsQuery): Promise<AdminJob[]> {
  return (await listJobs(db, query)).map(toJob);
}

/** Runs a failed (or waiting) job again, audited; 409 when a worker holds it or it is done. */
export async function retryJobAsOperator(db: Database, operator: Operator, id: number): Promise<AdminJob> {
  const job = await withTransaction(db, async (tx) => {
    const retried = await retryJob(tx, id);
    if (!retried) return null;
    await recordAudit(tx, operator, {
      action: 'job.retry',
      subjectType: 'job',
      subjectId: retried.id,
      after: { kind: retried.kind, key: retried.key, status: retried.status },
    });
    return retried;
  });
  if (!job) throw new AppError('conflict', 'That job is running or finished; there is nothing to retry.');
  return toJob(job);
}
