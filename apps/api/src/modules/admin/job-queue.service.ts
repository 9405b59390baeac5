import type { AdminJob, AdminJobsQuery, AdminMemberRef } from '@arx/contracts/admin';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { type Operator, recordAudit } from '../audit';
import { type JobRecord, listJobs, retryJob } from '../jobs';
import { findMemberRefs } from './members/member-refs';

/** The member a job works for: its payload's userId (e-mails, refunds, price moves); none for work on many. */
function memberIdOf(row: JobRecord): number | null {
  const userId = row.payload.userId;
  return typeof userId === 'number' && Number.isSafeInteger(userId) ? userId : null;
}

function toJob(row: JobRecord, members: ReadonlyMap<number, AdminMemberRef>): AdminJob {
  const memberId = memberIdOf(row);
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
    member: memberId === null ? null : (members.get(memberId) ?? null),
  };
}

async function withMembers(db: Database, rows: JobRecord[]): Promise<AdminJob[]> {
  const members = await findMemberRefs(
    db,
    rows.flatMap((row) => memberIdOf(row) ?? []),
  );
  return rows.map((row) => toJob(row, members));
}

/** The queue's failed or pending jobs, as the back office lists them. */
export async function jobsForAdmin(db: Database, query: AdminJobsQuery): Promise<AdminJob[]> {
  return withMembers(db, await listJobs(db, query));
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
  const [named] = await withMembers(db, [job]);
  return named as AdminJob;
}
