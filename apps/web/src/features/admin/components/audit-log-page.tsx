import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type AuditFilters, useAuditEvents } from '../api/get-audit-events';
import { AdminPageTitle } from './admin-layout';
import { EmptyState, LoadError, LoadingRows } from './admin-states';
import { AuditEntry } from './audit-entry';
import { AuditFiltersForm } from './audit-filters-form';

const FILTERS = ['operator_email', 'operator_user_id', 'member', 'member_user_id', 'action'] as const;

function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTERS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

function paramsOf(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * Audit log: every change made through the back office, newest first, filtered by operator (e-mail
 * or id), member or action (kept in the URL), a page at a time with "Load older".
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const events = useAuditEvents(filters);
  const entries = events.data?.pages.flatMap((page) => page.events) ?? [];
  const list = useRef<HTMLOListElement>(null);
  // After "Load older", focus goes to the first older entry, so a keyboard user reads on from there.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || entries.length <= focusFrom) return;
    list.current?.querySelectorAll('article')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [entries.length, focusFrom]);

  const loadOlder = () => {
    setFocusFrom(entries.length);
    void events.fetchNextPage();
  };

  return (
    <section aria-labelledby="admin-audit-title">
      <AdminPageTitle id="admin-audit-title" title="Audit log">
        Every change made in the back office, newest first.
      </AdminPageTitle>
      <AuditFiltersForm key={params.toString()} filters={filters} onApply={(next) => setParams(paramsOf(next))} />

      <div className="mt-6">
        {events.isPending ? (
          <LoadingRows label="Loading the audit log..." />
        ) : !events.data ? (
          <LoadError
            error={events.error}
            fallback="Failed to load the audit log."
            onRetry={() => void events.refetch()}
          />
        ) : entries.length === 0 ? (
          <EmptyState title={Object.keys(filters).length ? 'No entries match these filters.' : 'No entries yet.'} />
        ) : (
          <ol ref={list} aria-label="Audit log entries" className="space-y-3">
            {entries.map((event) => (
              <li key={event.id}>
                <AuditEntry event={event} />
              </li>
            ))}
          </ol>
        )}
        {events.isFetchNextPageError && (
          <p role="alert" className="mt-4 text-center font-medium text-red-800">
            Could not load older entries. Please try again.
          </p>
        )}
        {events.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button variant="secondary" onClick={loadOlder} disabled={events.isFetchingNextPage}>
              {events.isFetchingNextPage ? 'Loading...' : 'Load older'}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
