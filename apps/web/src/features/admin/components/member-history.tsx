import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../admin-format';
import { useAuditEvents } from '../api/get-audit-events';
import { LoadError } from './admin-states';
import { MemberSection, NoneYet } from './member-section';

/** The member's actions in words; anything newer shows its code. */
const ACTIONS: Record<string, string> = {
  'member.refund.requested': 'Asked the payment service for a refund',
  'member.refund': 'Refunded an invoice',
  'member.refund.failed': 'The payment service refused a refund',
  'member.cancel.requested': 'Asked the payment service to cancel the membership',
  'member.cancel': 'Cancelled the membership',
  'member.cancel.failed': 'The payment service could not cancel the membership',
  'member.welcome_resent': 'Resent the welcome e-mail',
  'member.private_fields.shown': 'Showed dates of birth and addresses',
};

/**
 * The audit log's entries about this member, newest first, a page at a time. Read from the
 * audit log itself (not the page's own copy) so an action on this page shows here as soon as
 * the log is read again.
 */
export function MemberHistory({ userId }: { userId: number }) {
  const history = useAuditEvents({ member_user_id: String(userId) });
  const events = history.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <MemberSection
      id="member-history"
      title="History"
      action={
        <Link
          to={`/admin/audit?member_user_id=${userId}`}
          className="inline-flex min-h-11 items-center rounded font-semibold text-brand-800 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Open in the audit log
        </Link>
      }
    >
      {history.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Loading history...
        </p>
      ) : !history.data ? (
        <LoadError
          error={history.error}
          fallback="Failed to load the history."
          onRetry={() => void history.refetch()}
        />
      ) : events.length === 0 ? (
        <NoneYet>No operator has acted on this member yet.</NoneYet>
      ) : (
        <>
          <ol className="divide-y divide-slate-100">
            {events.map((event) => (
              <li key={event.id} className="py-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-semibold text-ink">
                    {ACTIONS[event.action] ?? event.action}{' '}
                    <span className="font-mono font-normal text-slate-600 text-xs">{event.action}</span>
                  </p>
                  <time dateTime={event.at} className="text-slate-700">
                    {formatDateTime(event.at)}
                  </time>
                </div>
                <p className="mt-1 break-all text-slate-700">By {event.operator_email}</p>
                {event.reason && <p className="mt-1 text-ink">Reason: {event.reason}</p>}
              </li>
            ))}
          </ol>
          {history.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-3"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? 'Loading older...' : 'Load older'}
            </Button>
          )}
        </>
      )}
    </MemberSection>
  );
}
