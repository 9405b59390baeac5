import type { Invoice } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, StatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useInvoices } from '../api/get-invoices';
import { formatDate, formatMoney } from '../billing-format';

const HEAD = 'px-4 py-3 text-left font-semibold text-slate-700 text-xs uppercase tracking-wide';
const CELL = 'px-4 py-3 align-middle';

/** Invoice history, 10 at a time, with loading, error and empty states (docs/product.md §2, §9). */
export function InvoiceHistory() {
  const { t } = useLingui();
  const query = useInvoices();
  const invoices = query.data?.pages.flatMap((page) => page.invoices) ?? [];

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id="invoices-title" className="border-slate-200 border-b px-6 py-4 font-bold text-ink text-lg">
        <Trans>Invoice History</Trans>
      </h2>
      <div>
        {query.isPending ? (
          <div className="flex min-h-40 items-center justify-center gap-3 text-slate-700">
            <Spinner label={t`Loading invoices...`} />
            <span aria-hidden="true">
              <Trans>Loading invoices...</Trans>
            </span>
          </div>
        ) : query.isError && invoices.length === 0 ? (
          <div role="alert" className="flex min-h-40 flex-col items-center justify-center gap-3 p-6 text-center">
            <p className="font-medium text-red-900">
              <Trans>Failed to load invoices.</Trans>
            </p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          </div>
        ) : invoices.length === 0 ? (
          <p className="flex min-h-40 items-center justify-center p-6 text-slate-700">
            <Trans>No invoices yet</Trans>
          </p>
        ) : (
          // relative keeps the sr-only text of far-right cells inside the scrolling box at 360 px.
          <section
            aria-labelledby="invoices-title"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1)
            tabIndex={0}
            className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={HEAD}>
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col" className={HEAD}>
                    <Trans>Description</Trans>
                  </th>
                  <th scope="col" className={HEAD}>
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col" className={HEAD}>
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col" className={HEAD}>
                    <Trans>Actions</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {invoices.map((invoice) => (
                  <InvoiceRow key={invoice.id} invoice={invoice} />
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
      {query.hasNextPage && (
        <div className="flex justify-center border-slate-200 border-t px-6 py-4">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t`Loading...` : t`Load more`}
          </Button>
        </div>
      )}
    </div>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const date = formatDate(invoice.date);
  const invoiceName = invoice.number ?? date;
  const refunded = formatMoney(invoice.amountRefunded, invoice.currency);
  return (
    <tr>
      <td className={`${CELL} whitespace-nowrap text-slate-700`}>{date}</td>
      <td className={`${CELL} text-ink`}>
        {invoice.description}
        {invoice.number && <span className="block text-slate-600 text-xs">{invoice.number}</span>}
      </td>
      <td className={`${CELL} whitespace-nowrap font-medium text-ink`}>
        {formatMoney(invoice.amount, invoice.currency)}
      </td>
      <td className={CELL}>
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={invoice.status} />
          {/* A refunded invoice stays paid: the badge beside it says the money came back. */}
          {invoice.amountRefunded > 0 && (
            <Badge tone="blue">
              <Trans>Refunded {refunded}</Trans>
            </Badge>
          )}
        </span>
      </td>
      <td className={CELL}>
        {invoice.pdfUrl ? (
          <a
            href={invoice.pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Trans>
              Download
              <span className="sr-only"> invoice {invoiceName} (opens in a new tab)</span>
            </Trans>
          </a>
        ) : (
          <span className="text-slate-600">
            <span aria-hidden="true">—</span>
            <span className="sr-only">
              <Trans>No PDF</Trans>
            </span>
          </span>
        )}
      </td>
    </tr>
  );
}
