import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useMemberSearch } from '../api/search-members';
import { AdminPageTitle } from './admin-layout';
import { EmptyState, LoadError, LoadingRows } from './admin-states';
import { MemberSearchBox } from './member-search-box';
import { MembersTable } from './members-table';

/**
 * Members: find an account by member ID, e-mail or name (docs/decisions/0016-back-office.md). The
 * search lives in the URL (?q=), one history entry per search, so back and forward walk through
 * them and a member's page comes back to the same results.
 */
export function MemberSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const search = useMemberSearch(q);
  const onSearch = useCallback((term: string) => setParams(term ? { q: term } : {}), [setParams]);

  // A 400 is the API saying what it accepts: shown at the box, not as a failure of the page.
  const refusal = q && search.error instanceof ApiError && search.error.status === 400 ? search.error.message : null;
  const busy = search.isFetching && !search.isPending;

  return (
    <section aria-labelledby="admin-members-title">
      <AdminPageTitle id="admin-members-title" title="Members">
        Find a member by member ID, e-mail or name.
      </AdminPageTitle>
      <MemberSearchBox value={q} onSearch={onSearch} busy={busy} refusal={refusal} />
      <div className="mt-6">
        {q === '' ? (
          <EmptyState title="Search for a member">
            Member IDs look like ARX-000123. Any part of an e-mail, an account name or a card name works too.
          </EmptyState>
        ) : refusal ? null : search.isPending ? (
          <LoadingRows label="Searching members..." />
        ) : search.isError ? (
          <LoadError
            error={search.error}
            fallback="The search failed. Please try again."
            onRetry={() => void search.refetch()}
          />
        ) : search.data.members.length === 0 ? (
          <EmptyState title={`No member matches “${q}”.`}>
            Check the member ID, or try another part of the e-mail or name.
          </EmptyState>
        ) : (
          <>
            <p role="status" className="mb-3 text-slate-700 text-sm">
              {search.data.members.length === 1 ? '1 member' : `${search.data.members.length} members`}
              {search.data.more && (
                <>
                  {' '}
                  shown. <strong className="font-semibold text-ink">Type more to narrow the list.</strong>
                </>
              )}
            </p>
            <MembersTable
              members={search.data.members}
              listUrl={`/admin/members?${params.toString()}`}
              stale={search.isPlaceholderData}
            />
          </>
        )}
      </div>
    </section>
  );
}
