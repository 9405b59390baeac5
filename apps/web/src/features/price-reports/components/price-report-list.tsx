import type { PriceReport } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { recordedMedication } from '../../../lib/dosage-words';
import { formatCalendarDay, formatUsd } from '../../../lib/format';
import { usePriceReports } from '../api/get-price-reports';

/** "March 5, 2026": the counter's date is a calendar day, shown as entered (no time zone shift), in the page's language. */
/** The member's reports of a price that did not match, newest first, each with its status and the club's answer. */
export function PriceReportList() {
  const reports = usePriceReports();
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="price-reports-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="price-reports-title" className="font-bold text-ink text-xl">
        <Trans>Price Reports</Trans>
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        <Trans>
          When a pharmacy charges a different price, report it from a price or a fill; our answer shows here.
        </Trans>
      </p>
      <div className="mt-4">
        {reports.isPending ? (
          <Spinner label={t`Loading your price reports`} visibleLabel />
        ) : reports.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 text-sm">
            <p className="font-semibold">
              <Trans>Your price reports could not be loaded. Please try again later.</Trans>
            </p>
            <Button variant="secondary" className="mt-3" onClick={() => reports.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          </div>
        ) : reports.data.reports.length === 0 ? (
          <div className="rounded-xl border border-slate-300 border-dashed px-6 py-8 text-center">
            <p className="font-semibold text-ink">
              <Trans>No price reports yet</Trans>
            </p>
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
  const { i18n } = useLingui();
  const recorded = recordedMedication(report, i18n);
  const note = report.note;
  return (
    <li>
      <article aria-labelledby={titleId} className="space-y-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="break-words font-semibold text-ink">
              {recorded.medicationName}
            </h3>
            <p className="break-words text-slate-700 text-sm">
              {/* Each part kept whole and the dot kept at the line's end, so a narrow screen breaks
                  between parts, never inside a date nor before a dot. */}
              {[recorded.packLabel, report.pharmacy, formatCalendarDay(report.charged_on)]
                .filter(Boolean)
                .map((part, i) => (
                  <Fragment key={part}>
                    {i > 0 && '\u00a0· '}
                    <span className="whitespace-nowrap">{part}</span>
                  </Fragment>
                ))}
            </p>
          </div>
          {report.status === 'answered' ? (
            <Badge tone="green">
              <Trans>Answered</Trans>
            </Badge>
          ) : (
            <Badge tone="yellow">
              <Trans>Open</Trans>
            </Badge>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:max-w-sm">
          {report.shown_price !== null && (
            <div>
              <dt className="text-slate-600">
                <Trans>Member price</Trans>
              </dt>
              <dd className="font-semibold text-ink tabular-nums">{formatUsd(report.shown_price)}</dd>
            </div>
          )}
          <div>
            <dt className="text-slate-600">
              <Trans>Charged</Trans>
            </dt>
            <dd className="font-semibold text-ink tabular-nums">{formatUsd(report.charged)}</dd>
          </div>
        </dl>
        {note && (
          <p className="break-words text-slate-700 text-sm">
            <Trans>Your note: {note}</Trans>
          </p>
        )}
        {report.answer ? (
          <div className="rounded-lg bg-brand-50 p-3 text-sm">
            <p className="font-semibold text-brand-900">
              <Trans>Our answer</Trans>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-ink">{report.answer}</p>
          </div>
        ) : (
          <p className="text-slate-600 text-sm">
            <Trans>We are looking into it.</Trans>
          </p>
        )}
      </article>
    </li>
  );
}
