import { Link, useLocation, useParams } from 'react-router';
import { AdminPageTitle } from './admin-layout';

const LINK =
  'inline-flex min-h-11 items-center gap-1 rounded font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/** The search the operator came from, if it was one; else the empty search. */
function backTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/members') ? from : '/admin/members';
}

/**
 * /admin/members/:userId until the member page is built (its API, GET /admin/members/:userId, is
 * on its way): the user id the row pointed at and the way back, so no search result is a dead link.
 */
export function MemberPage() {
  const { userId = '' } = useParams();
  const location = useLocation();
  return (
    <section aria-labelledby="admin-member-title">
      <Link to={backTo(location.state)} className={`${LINK} mb-2`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-4"
        >
          <path d="M15 6l-6 6 6 6" />
        </svg>
        Back to members
      </Link>
      <AdminPageTitle id="admin-member-title" title="Member details">
        User ID <span className="font-mono text-ink">{userId}</span>
      </AdminPageTitle>
      {/^\d+$/.test(userId) && (
        <Link to={`/admin/audit?member_user_id=${userId}`} className={LINK}>
          Audit log entries about this member
        </Link>
      )}
    </section>
  );
}
