import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatUsd } from '../../../lib/format';
import { formatDateTime } from '../admin-format';
import { useAdminPriceReports } from '../api/get-admin-price-reports';
import { LoadError } from './admin-states';
import { MemberSection, NoneYet } from './member-section';

/**
 * The member's price reports, open ones first, with the prices side by side and the answer
 * given; they are answered on the Price reports page, where every open one waits its turn.
 */
export function MemberPriceReports({ userId }: { userId: number }) {
  const reports = useAdminPriceReports('all', userId);
  const items = reports.data?.pages.flatMap((page) => page.reports) ?? [];
  return (
    <MemberSection
      id="member-price-reports"
      title="Price reports"
      action={
        <Link
          to="/admin/price-reports"
          className="inline-flex min-h-11 items-center rounded font-semibold text-brand-800 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Answer in Price reports
        </Link>
      }
    >
      {reports.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Loading price reports...
        </p>
      ) : !reports.data ? (
        <LoadError
          error={reports.error}
          fallback="Failed to load the price reports."
          onRetry={() => void reports.refetch()}
        />
      ) : items.length === 0 ? (
        <NoneYet>This member has reported no price.</NoneYet>
      ) : (
        <>
          <ol className="divide-y divide-slate-100">
            {items.map((report) => (
              <li key={report.id} className="py-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="break-words font-semibold text-ink">
                    {report.medication_name}
                    {report.pack_label && <span className="font-normal text-slate-600"> · {report.pack_label}</span>}
                  </p>
                  {report.status === 'answered' ? (
                    <Badge tone="green">Answered</Badge>
                  ) : (
                    <Badge tone="yellow">Open</Badge>
                  )}
                </div>
                <p className="mt-1 break-words text-slate-700">
                  {report.pharmacy} · reported {formatDateTime(report.created_at)}
                </p>
                <p className="mt-1 text-slate-700 tabular-nums">
                  Shown {report.shown_price === null ? '—' : formatUsd(report.shown_price)} · charged{' '}
                  <strong className="text-ink">{formatUsd(report.charged)}</strong>
                </p>
                {report.answer && <p className="mt-1 break-words text-ink">Answer: {report.answer}</p>}
              </li>
            ))}
          </ol>
          {reports.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-3"
              disabled={reports.isFetchingNextPage}
              onClick={() => void reports.fetchNextPage()}
            >
              {reports.isFetchingNextPage ? 'Loading more...' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </MemberSection>
  );
}
