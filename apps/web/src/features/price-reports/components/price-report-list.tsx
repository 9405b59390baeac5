import type { PriceReport } from '@arx/contracts';
import { Fragment } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatUsd } from '../../../lib/format';
import { usePriceReports } from '../api/get-price-reports';

const LOAD_ERROR = 'Your price reports could not be loaded. Please try again later.';

/** "March 5, 2026": the counter's date is a calendar day, shown as entered (no time zone shift). */
function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The member's reports of a price that did not match, newest first, each with its status and the club's answer. */
export function PriceReportList() {
  const reports = usePriceReports();
  return (
    <section
      aria-labelledby="price-reports-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="price-reports-title" className="font-bold text-ink text-xl">
        Price Reports
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        When a pharmacy charges a different price, report it from a price or a fill; our answer shows here.
      </p>
      <div className="mt-4">
        {reports.isPending ? (
          <Spinner label="Loading your price reports" visibleLabel />
        ) : reports.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 text-sm">
            <p className="font-semibold">{LOAD_ERROR}</p>
            <Button variant="secondary" className="mt-3" onClick={() => reports.refetch()}>
              Try Again
            </Button>
          </div>
        ) : reports.data.reports.length === 0 ? (
          <div className="rounded-xl border border-slate-300 border-dashed px-6 py-8 text-center">
            <p className="font-semibold text-ink">No price reports yet</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {reports.data.reports.map((report) => (
              <ReportItem key={report.id} report={report} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ReportItem({ report }: { report: PriceReport }) {
  const titleId = `price-report-${report.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="space-y-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="break-words font-semibold text-ink">
              {report.medication_name}
            </h3>
            <p className="break-words text-slate-700 text-sm">
              {/* Each part kept whole and the dot kept at the line's end, so a narrow screen breaks
                  between parts, never inside a date nor before a dot. */}
              {[report.pack_label, report.pharmacy, formatDay(report.charged_on)].filter(Boolean).map((part, i) => (
                <Fragment key={part}>
                  {i > 0 && '\u00a0· '}
                  <span className="whitespace-nowrap">{part}</span>
                </Fragment>
              ))}
            </p>
          </div>
          {report.status === 'answered' ? <Badge tone="green">Answered</Badge> : <Badge tone="yellow">Open</Badge>}
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:max-w-sm">
          {report.shown_price !== null && (
            <div>
              <dt className="text-slate-600">Member price</dt>
              <dd className="font-semibold text-ink tabular-nums">{formatUsd(report.shown_price)}</dd>
            </div>
          )}
          <div>
            <dt className="text-slate-600">Charged</dt>
            <dd className="font-semibold text-ink tabular-nums">{formatUsd(report.charged)}</dd>
          </div>
        </dl>
        {report.note && <p className="break-words text-slate-700 text-sm">Your note: {report.note}</p>}
        {report.answer ? (
          <div className="rounded-lg bg-brand-50 p-3 text-sm">
            <p className="font-semibold text-brand-900">Our answer</p>
            <p className="mt-1 whitespace-pre-line break-words text-ink">{report.answer}</p>
          </div>
        ) : (
          <p className="text-slate-600 text-sm">We are looking into it.</p>
        )}
      </article>
    </li>
  );
}
