import type { AdminJob } from '@arx/contracts/admin';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../admin-format';
import { isBackOfficeReadOnly } from '../admin-read-only';
import { MemberRefLink } from './member-ref-link';

const HEAD = 'whitespace-nowrap px-4 py-3 text-left font-semibold text-slate-700 text-xs uppercase tracking-wide';
const CELL = 'px-4 py-3 align-top';

type Props = {
  jobs: AdminJob[];
  /** The job being retried, if any: its button says so and the others wait. */
  retryingId: number | null;
  onRetry: (job: AdminJob) => void;
};

export function JobsTable({ jobs, retryingId, onRetry }: Props) {
  return (
    <section
      aria-label="Jobs"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1)
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[64rem] text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={HEAD}>
              Kind
            </th>
            <th scope="col" className={HEAD}>
              Member
            </th>
            <th scope="col" className={HEAD}>
              Key
            </th>
            <th scope="col" className={HEAD}>
              Attempts
            </th>
            <th scope="col" className={HEAD}>
              Run at
            </th>
            <th scope="col" className={HEAD}>
              Last error
            </th>
            <th scope="col" className={HEAD}>
              Finished
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {jobs.map((job) => (
            <tr key={job.id}>
              <th scope="row" className={`${CELL} text-left font-semibold text-ink`}>
                {job.kind}
              </th>
              <td className={`${CELL} min-w-40`}>
                {job.member ? <MemberRefLink member={job.member} /> : <span className="text-slate-600">—</span>}
              </td>
              <td className={`${CELL} break-all font-mono text-slate-700 text-xs`}>{job.key}</td>
              <td className={`${CELL} whitespace-nowrap text-ink`}>
                {job.attempts}/{job.max_attempts}
              </td>
              <td className={`${CELL} whitespace-nowrap text-slate-700`}>
                <time dateTime={job.run_at}>{formatDateTime(job.run_at)}</time>
              </td>
              <td className={`${CELL} max-w-xs break-words text-slate-700`}>{job.last_error ?? '—'}</td>
              <td className={`${CELL} whitespace-nowrap text-slate-700`}>
                {job.finished_at ? <time dateTime={job.finished_at}>{formatDateTime(job.finished_at)}</time> : '—'}
              </td>
              <td className={`${CELL} text-right`}>
                {/* The label names the job: a screen reader's list of buttons is otherwise "Retry" many times. */}
                <Button
                  variant="secondary"
                  className="px-4"
                  disabled={retryingId !== null || isBackOfficeReadOnly()}
                  aria-label={`${retryingId === job.id ? 'Retrying' : 'Retry'} ${job.kind} ${job.key}`}
                  onClick={() => onRetry(job)}
                >
                  {retryingId === job.id ? 'Retrying...' : 'Retry'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
