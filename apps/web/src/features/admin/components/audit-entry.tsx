import type { AdminAuditEvent } from '@arx/contracts/admin';
import { Link } from 'react-router';
import { formatDateTime, readableJson } from '../admin-format';

const TERM = 'font-medium text-slate-600';

/**
 * One entry of the audit log: when (the browser's time), who, what, about which record, why, and
 * the record before and after as JSON, folded away until asked for. It takes focus (tabIndex -1)
 * when "Load older" brings it in.
 */
export function AuditEntry({ event }: { event: AdminAuditEvent }) {
  const titleId = `audit-event-${event.id}`;
  const hasValues = event.before != null || event.after != null;
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="break-all font-mono font-semibold text-ink">
          {event.action}
        </h2>
        <time dateTime={event.at} className="text-slate-700 text-sm">
          {formatDateTime(event.at)}
        </time>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className={TERM}>By</dt>
        <dd className="break-all text-ink">
          <Link
            to={`/admin/audit?${new URLSearchParams({ operator_email: event.operator_email })}`}
            aria-label={`${event.operator_email}: show only this operator’s entries`}
            className="rounded text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {event.operator_email}
          </Link>
        </dd>
        <dt className={TERM}>Subject</dt>
        <dd className="text-ink">
          {event.subject_type}
          {event.subject_id !== null && (
            <>
              {' '}
              <span className="font-mono">{event.subject_id}</span>
            </>
          )}
        </dd>
        {event.member_user_id !== null && (
          <>
            <dt className={TERM}>Member</dt>
            <dd className="text-ink">
              {event.member ? (
                <>
                  <Link
                    to={`/admin/members/${event.member_user_id}`}
                    className="rounded font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {event.member.name ?? event.member.email}
                  </Link>
                  {event.member.member_id && <span className="font-mono"> · {event.member.member_id}</span>}
                  <span className="break-all text-slate-700"> · {event.member.email}</span>
                </>
              ) : (
                // The account was deleted: the entry keeps only its id.
                <span className="text-slate-700">Deleted account {event.member_user_id}</span>
              )}
            </dd>
          </>
        )}
        {event.reason && (
          <>
            <dt className={TERM}>Reason</dt>
            <dd className="text-ink">{event.reason}</dd>
          </>
        )}
      </dl>
      {hasValues && (
        <details className="group mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded font-semibold text-brand-800 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="size-4 transition-transform group-open:rotate-90"
            >
              <path d="M9 6l6 6-6 6" />
            </svg>
            Before <span aria-hidden="true">&nbsp;→&nbsp;</span>
            <span className="sr-only"> and </span>
            after
          </summary>
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            <JsonValue label="Before" value={event.before} />
            <JsonValue label="After" value={event.after} />
          </div>
        </details>
      )}
    </article>
  );
}

function JsonValue({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 font-medium text-slate-600 text-xs uppercase tracking-wide">{label}</figcaption>
      <pre className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-mono text-ink text-xs">
        {readableJson(value)}
      </pre>
    </figure>
  );
}
