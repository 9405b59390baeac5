import type { AdminPriceReportStatusFilter } from '@arx/contracts/admin';
import { useId, useState } from 'react';
import { INPUT_CLASSES } from '../../../components/forms/field';
import { useLocation, useSearchParams } from '../../../lib/router';
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
 * oldest of them at the top; each with the reporter, the prices and the answer form.
 */
export function PriceReportsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const filter = filterOf(params.get('status'));
  const reports = useAdminPriceReports(filter.value);
  const [said, setSaid] = useState('');

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
      ) : reports.isError ? (
        <LoadError
          error={reports.error}
          fallback="The price reports could not be loaded."
          onRetry={() => reports.refetch()}
        />
      ) : reports.data.reports.length === 0 ? (
        <EmptyState title={filter.empty} />
      ) : (
        <ul className="space-y-4">
          {reports.data.reports.map((report) => (
            <PriceReportCard key={report.id} report={report} listUrl={`${pathname}${search}`} onAnswered={setSaid} />
          ))}
        </ul>
      )}
    </section>
  );
}
