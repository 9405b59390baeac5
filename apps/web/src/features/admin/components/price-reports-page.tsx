import type { AdminPriceReportStatusFilter } from '@arx/contracts/admin';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { INPUT_CLASSES } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { useAdminPriceReports } from '../api/get-admin-price-reports';
import { AdminPageTitle } from './admin-layout';
import { EmptyState, LoadError, LoadingRows } from './admin-states';
import { PriceReportCard } from './price-report-card';

const FILTERS: { value: AdminPriceReportStatusFilter; label: string; empty: string }[] = [
  { value: 'open', label: 'Open', empty: 'No open reports' },
  { value: 'answered', label: 'Answered', empty: 'No answered reports' },
  { value: 'all', label: 'All', empty: 'No reports yet' },
];

/** Anything but a known filter is the default, so a hand-edited URL never breaks the page. */
const filterOf = (value: string | null) => FILTERS.find((f) => f.value === value) ?? FILTERS[0]!;

/**
 * /admin/price-reports: prices members found different at the counter, open ones first and the
 * oldest of them at the top, a page at a time with "Load more"; each with the reporter, the
 * prices and the answer form.
 */
export function PriceReportsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const filter = filterOf(params.get('status'));
  const reports = useAdminPriceReports(filter.value);
  const shown = reports.data?.pages.flatMap((page) => page.reports) ?? [];
  const [said, setSaid] = useState('');
  const list = useRef<HTMLUListElement>(null);
  // After "Load more", focus goes to the first new report, so a keyboard user reads on from there.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || shown.length <= focusFrom) return;
    list.current?.querySelectorAll('article')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [shown.length, focusFrom]);

  const loadMore = () => {
    setFocusFrom(shown.length);
    void reports.fetchNextPage();
  };

  return (
    <section aria-labelledby="admin-price-reports-title" className="space-y-6">
      <AdminPageTitle id="admin-price-reports-title" title="Price reports">
        Prices members found different at the counter, to answer. The member sees your answer on their dashboard.
      </AdminPageTitle>
      <div className="space-y-1.5 sm:max-w-xs">
        <label htmlFor={`${id}-status`} className="block font-medium text-ink text-sm">
          Show
        </label>
        <select
          id={`${id}-status`}
          value={filter.value}
          onChange={(event) => {
            setSaid('');
            setParams(event.target.value === 'open' ? {} : { status: event.target.value });
          }}
          className={INPUT_CLASSES}
        >
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {/* Always present, so a screen reader hears the confirmation when it arrives. */}
      <p role="status" className="font-semibold text-emerald-800 text-sm empty:hidden">
        {said}
      </p>
      {reports.isPending ? (
        <LoadingRows label="Loading price reports" />
      ) : !reports.data ? (
        <LoadError
          error={reports.error}
          fallback="The price reports could not be loaded."
          onRetry={() => void reports.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState title={filter.empty} />
      ) : (
        <ul ref={list} className="space-y-4">
          {shown.map((report) => (
            <PriceReportCard key={report.id} report={report} listUrl={`${pathname}${search}`} onAnswered={setSaid} />
          ))}
        </ul>
      )}
      {reports.isFetchNextPageError && (
        <p role="alert" className="text-center font-medium text-red-800">
          Could not load more reports. Please try again.
        </p>
      )}
      {reports.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={loadMore} disabled={reports.isFetchingNextPage}>
            {reports.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </section>
  );
}
