import type { AdminPriceReport } from '@arx/contracts/admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { formatUsd } from '../../../lib/format';
import { formatDateTime } from '../admin-format';
import { PriceReportAnswerForm } from './price-report-answer-form';

/** The counter's date is a calendar day: shown as entered, whatever the browser's zone. */
const COUNTER_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const counterDay = (isoDate: string) => COUNTER_DAY.format(new Date(`${isoDate}T00:00:00Z`));

/** "+$6.00 more" / "$1.00 less": how the counter's price compares with the one shown. */
function differenceText(difference: number): string {
  if (difference === 0) return 'the same';
  return `${formatUsd(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'}`;
}

/** One report: who, what, where, the prices side by side, the member's note, and the answer form. */
export function PriceReportCard({
  report,
  listUrl,
  onAnswered,
}: {
  report: AdminPriceReport;
  listUrl: string;
  onAnswered: (message: string) => void;
}) {
  const titleId = `admin-price-report-${report.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        // The list focuses the first report of a page it loads.
        tabIndex={-1}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={titleId} className="break-words font-semibold text-ink text-lg">
              {report.medication_name}
            </h2>
            <p className="text-slate-600 text-sm">
              {report.pack_label ?? 'No catalogue pack'} · reported {formatDateTime(report.created_at)}
            </p>
          </div>
          {report.status === 'answered' ? <Badge tone="green">Answered</Badge> : <Badge tone="yellow">Open</Badge>}
        </div>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Reporter">
            <Link
              to={`/admin/members/${report.reporter.user_id}`}
              state={{ from: listUrl }}
              className="break-all font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {report.reporter.email}
            </Link>
            <span className="block font-mono text-slate-700">{report.reporter.member_id ?? 'No card'}</span>
          </Fact>
          <Fact label="Pharmacy and date">
            <span className="break-words">{report.pharmacy}</span>
            <span className="block text-slate-700">{counterDay(report.charged_on)}</span>
          </Fact>
          <Fact label="Shown / charged">
            <span className="tabular-nums">
              {report.shown_price === null ? 'No price shown' : formatUsd(report.shown_price)} /{' '}
              <strong>{formatUsd(report.charged)}</strong>
            </span>
            {report.difference !== null && (
              <span className="block text-slate-700">Charged {differenceText(report.difference)}</span>
            )}
          </Fact>
        </dl>
        {report.note && (
          <div className="text-sm">
            <p className="font-medium text-slate-600">Member’s note</p>
            <p className="mt-1 whitespace-pre-line break-words text-ink">{report.note}</p>
          </div>
        )}
        {report.answered_at && <p className="text-slate-600 text-sm">Answered {formatDateTime(report.answered_at)}</p>}
        <PriceReportAnswerForm report={report} onAnswered={onAnswered} />
      </article>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
