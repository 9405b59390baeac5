import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../admin-format';
import { useMetrics } from '../api/get-metrics';
import { AdminPageTitle } from './admin-layout';
import { LoadError, LoadingRows } from './admin-states';
import { BUSINESS_RANGES, BusinessRange, DEFAULT_WEEKS } from './business-range';

// The charting library is large and only this page draws charts: it loads when the page opens.
const BusinessCharts = lazy(() => import('./business-charts'));

function weeksOf(param: string | null): number {
  const weeks = Number(param);
  return BUSINESS_RANGES.some((range) => range.weeks === weeks) ? weeks : DEFAULT_WEEKS;
}

/**
 * /admin/business: members, revenue and visits over time (?weeks= in the URL, so a range can be
 * shared). Each chart says how it is counted and has its numbers as a table.
 */
export function BusinessPage() {
  const [params, setParams] = useSearchParams();
  const weeks = weeksOf(params.get('weeks'));
  const metrics = useMetrics(weeks);
  const onRange = (next: number) => setParams(next === DEFAULT_WEEKS ? {} : { weeks: String(next) }, { replace: true });

  return (
    <section aria-labelledby="admin-business-title">
      <AdminPageTitle id="admin-business-title" title="Business">
        Members, revenue and visits over time. Weeks run Monday to Sunday in UTC; the current week is counted so far.
      </AdminPageTitle>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <BusinessRange value={weeks} onChange={onRange} />
        {metrics.data && (
          <p role="status" className="text-slate-600 text-sm">
            {metrics.isPlaceholderData
              ? 'Updating the figures...'
              : `Figures as of ${formatDateTime(metrics.data.as_of)}.`}
          </p>
        )}
      </div>

      <div className="mt-6" aria-busy={metrics.isFetching}>
        {metrics.isPending ? (
          <LoadingRows label="Loading the figures..." rows={4} />
        ) : !metrics.data ? (
          <LoadError
            error={metrics.error}
            fallback="The figures could not be loaded."
            onRetry={() => void metrics.refetch()}
          />
        ) : (
          <Suspense fallback={<LoadingRows label="Loading the charts..." rows={4} />}>
            <BusinessCharts metrics={metrics.data} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
