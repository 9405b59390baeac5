import type { AdminJob } from '@arx/contracts/admin';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { failureMessage, isReauthRequired } from '../admin-errors';
import { type JobListStatus, useJobs } from '../api/get-jobs';
import { useRetryJob } from '../api/retry-job';
import { AdminPageTitle } from './admin-layout';
import { EmptyState, LoadError, LoadingRows } from './admin-states';
import { JobStatusToggle } from './job-status-toggle';
import { JobsTable } from './jobs-table';
import { ReauthNotice } from './reauth-notice';

const OUTCOME = 'rounded-lg border p-4 font-medium outline-none focus-visible:outline-2';

/**
 * Jobs: the queue's failed or pending jobs (?status=pending in the URL) and a Retry for each. What
 * the API answers to a retry is said above the list, and focus goes there, since the job's row
 * usually leaves the list it was in.
 */
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const status: JobListStatus = params.get('status') === 'pending' ? 'pending' : 'failed';
  const jobs = useJobs(status);
  const retry = useRetryJob();
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (retry.submittedAt && (retry.isSuccess || retry.isError)) outcome.current?.focus();
  }, [retry.submittedAt, retry.isSuccess, retry.isError]);

  const onStatus = (next: JobListStatus) => {
    retry.reset();
    setParams(next === 'failed' ? {} : { status: next });
  };
  const onRetry = (job: AdminJob) => retry.mutate(job.id);

  return (
    <section aria-labelledby="admin-jobs-title">
      <AdminPageTitle id="admin-jobs-title" title="Jobs">
        E-mails and other work the app does in the background. A failed job has used all its attempts.
      </AdminPageTitle>
      <JobStatusToggle value={status} onChange={onStatus} />

      <div className="mt-6 space-y-4">
        {retry.isSuccess && (
          <div
            ref={outcome}
            role="status"
            tabIndex={-1}
            className={`${OUTCOME} border-emerald-300 bg-emerald-50 text-emerald-900 focus-visible:outline-emerald-700`}
          >
            {retry.data.message}
          </div>
        )}
        {retry.isError &&
          (isReauthRequired(retry.error) ? (
            <ReauthNotice ref={outcome} message={retry.error.message} />
          ) : (
            <div
              ref={outcome}
              role="alert"
              tabIndex={-1}
              className={`${OUTCOME} border-red-200 bg-red-50 text-red-900 focus-visible:outline-red-700`}
            >
              {failureMessage(retry.error, 'The job could not be retried. Please try again.')}
            </div>
          ))}

        {jobs.isPending ? (
          <LoadingRows label="Loading jobs..." />
        ) : !jobs.data ? (
          // A failed refresh after a retry keeps the list it had; only a list never loaded is an error.
          <LoadError error={jobs.error} fallback="Failed to load jobs." onRetry={() => void jobs.refetch()} />
        ) : jobs.data.jobs.length === 0 ? (
          <EmptyState title={status === 'failed' ? 'No failed jobs.' : 'No pending jobs.'}>
            {status === 'failed' ? 'Every job has run or is still trying.' : 'The queue is empty.'}
          </EmptyState>
        ) : (
          <JobsTable
            jobs={jobs.data.jobs}
            retryingId={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={onRetry}
          />
        )}
      </div>
    </section>
  );
}
