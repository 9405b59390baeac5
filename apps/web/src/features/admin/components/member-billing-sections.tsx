import type { AdminInvoice, AdminMemberDetail } from '@arx/contracts/admin';
import { formatUsd } from '@arx/contracts/money';
import { Badge, StatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../admin-format';
import { isBackOfficeReadOnly } from '../admin-read-only';
import { StackedCell, StackedRow, StackedTable } from './admin-stacked-table';
import { refundReasonLabel } from './member-refund-reasons';
import { MemberSection, NoneYet } from './member-section';

const DAY = ({ iso }: { iso: string | null }) =>
  iso ? <time dateTime={iso}>{formatDay(iso)}</time> : <span className="text-slate-600">—</span>;

const invoiceLabel = (invoice: Pick<AdminInvoice, 'id' | 'number'>) => invoice.number ?? invoice.id;

export function SubscriptionsSection({ subscriptions }: { subscriptions: AdminMemberDetail['subscriptions'] }) {
  return (
    <MemberSection id="member-subscriptions" title="Subscriptions">
      {subscriptions.length === 0 ? (
        <NoneYet>No subscription: this account never finished paying.</NoneYet>
      ) : (
        <StackedTable
          labelledBy="member-subscriptions"
          columns={['Plan', 'Status', 'Price', 'Started', 'Period ends', 'Cancel at period end']}
        >
          {subscriptions.map((s) => (
            <StackedRow key={s.id}>
              <StackedCell label="Plan" className="text-ink">
                {s.plan ?? 'Unknown plan'}
              </StackedCell>
              <StackedCell label="Status">
                <SubscriptionStatus subscription={s} />
              </StackedCell>
              <StackedCell label="Price" className="whitespace-nowrap text-ink">
                {formatUsd(s.amount)}
                {s.interval && ` / ${s.interval}`}
              </StackedCell>
              <StackedCell label="Started" className="whitespace-nowrap">
                <DAY iso={s.started_at} />
              </StackedCell>
              <StackedCell label="Period ends" className="whitespace-nowrap">
                <DAY iso={s.current_period_end} />
              </StackedCell>
              <StackedCell label="Cancel at period end">
                {s.cancel_at_period_end ? <Badge tone="yellow">Yes</Badge> : 'No'}
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </MemberSection>
  );
}

/**
 * A membership set to end with its period reads as what it is, "Active until Jan 7, 2027", with
 * the day the member asked; only one that has ended says Canceled.
 */
function SubscriptionStatus({ subscription: s }: { subscription: AdminMemberDetail['subscriptions'][number] }) {
  const ending = s.cancel_at_period_end && (s.status === 'active' || s.status === 'trialing');
  if (ending) {
    return (
      <>
        <Badge tone="yellow">
          {s.current_period_end ? `Active until ${formatDay(s.current_period_end)}` : 'Active, ending'}
        </Badge>
        {s.canceled_at && (
          <span className="block text-slate-600 text-xs">Cancellation asked {formatDay(s.canceled_at)}</span>
        )}
      </>
    );
  }
  return (
    <>
      <StatusBadge status={s.status} />
      {s.status === 'canceled' && s.canceled_at && (
        <span className="block text-slate-600 text-xs">Canceled {formatDay(s.canceled_at)}</span>
      )}
    </>
  );
}

type InvoicesProps = { invoices: AdminMemberDetail['invoices']; onRefund: (invoice: AdminInvoice) => void };

/** The latest invoices, each with what is refunded so far and, while any is left, a Refund. */
export function InvoicesSection({ invoices, onRefund }: InvoicesProps) {
  return (
    <MemberSection id="member-invoices" title="Invoices">
      {!invoices.available ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900 text-sm">
          The payment service did not answer, so the invoices cannot be shown or refunded right now. Reload the page in
          a moment.
        </p>
      ) : invoices.items.length === 0 ? (
        <NoneYet>No invoices yet.</NoneYet>
      ) : (
        <StackedTable
          labelledBy="member-invoices"
          columns={['Invoice', 'Date', 'Amount', 'Status', 'Refunded', 'Actions']}
        >
          {invoices.items.map((invoice) => (
            <StackedRow key={invoice.id}>
              <StackedCell label="Invoice" className="text-ink">
                <span className="font-mono">{invoiceLabel(invoice)}</span>
                <span className="block text-slate-600 text-xs">{invoice.description}</span>
              </StackedCell>
              <StackedCell label="Date" className="whitespace-nowrap">
                <DAY iso={invoice.date} />
              </StackedCell>
              <StackedCell label="Amount" className="whitespace-nowrap text-ink">
                {formatUsd(invoice.amount)}
              </StackedCell>
              <StackedCell label="Status">
                <StatusBadge status={invoice.status} />
              </StackedCell>
              <StackedCell label="Refunded" className="whitespace-nowrap text-ink">
                {invoice.amount_refunded > 0 ? formatUsd(invoice.amount_refunded) : '—'}
              </StackedCell>
              <StackedCell label="Actions">
                <div className="flex flex-wrap items-center justify-end gap-2 sm:justify-start">
                  {invoice.refundable > 0 && (
                    // The label names the invoice: a list of buttons is otherwise "Refund" many times.
                    <Button
                      variant="secondary"
                      className="px-3"
                      aria-label={`Refund invoice ${invoiceLabel(invoice)}`}
                      disabled={isBackOfficeReadOnly()}
                      onClick={() => onRefund(invoice)}
                    >
                      Refund
                    </Button>
                  )}
                  {invoice.pdf_url && (
                    <a
                      href={invoice.pdf_url}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`PDF of invoice ${invoiceLabel(invoice)} (opens in a new tab)`}
                      className="inline-flex min-h-11 items-center rounded px-1 font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      PDF
                    </a>
                  )}
                </div>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
      {invoices.has_more && (
        <p className="mt-3 text-slate-600 text-sm">Older invoices are in the payment service’s dashboard.</p>
      )}
    </MemberSection>
  );
}

export function RefundsSection({ detail }: { detail: AdminMemberDetail }) {
  const numbers = new Map(detail.invoices.items.map((i) => [i.id, invoiceLabel(i)]));
  return (
    <MemberSection id="member-refunds" title="Refunds">
      {detail.refunds.length === 0 ? (
        <NoneYet>No refunds.</NoneYet>
      ) : (
        <StackedTable labelledBy="member-refunds" columns={['Date', 'Invoice', 'Amount', 'Reason']}>
          {detail.refunds.map((refund) => (
            <StackedRow key={refund.id}>
              <StackedCell label="Date" className="whitespace-nowrap">
                <DAY iso={refund.created_at} />
              </StackedCell>
              <StackedCell label="Invoice" className="break-all font-mono text-ink">
                {numbers.get(refund.invoice_id) ?? refund.invoice_id}
              </StackedCell>
              <StackedCell label="Amount" className="whitespace-nowrap text-ink">
                {formatUsd(refund.amount)}
              </StackedCell>
              <StackedCell label="Reason" className="text-ink">
                {refundReasonLabel(refund.reason)}
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </MemberSection>
  );
}
