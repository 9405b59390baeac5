import { centsToDollars, formatUsd } from '@arx/contracts';
import { AppError } from '../../../errors/app-error';
import type { PaymentProvider, ProviderInvoice } from '../../../integrations/payments/payment-provider';
import { refundableCents } from './member-views';

/** Pages of 100 invoices looked through for the one asked for: years of a monthly plan. */
const MAX_INVOICE_PAGES = 10;

export const money = (cents: number) => formatUsd(centsToDollars(cents));
export const labelOf = (invoice: ProviderInvoice) => invoice.number ?? invoice.id;

/**
 * The invoice, if the provider lists it under this member's customer. Asking by the customer,
 * not by the id alone, is what keeps an operator from refunding someone else's invoice.
 */
export async function findCustomerInvoice(payments: PaymentProvider, customerId: string, invoiceId: string) {
  let startingAfter: string | undefined;
  for (let page = 0; page < MAX_INVOICE_PAGES; page++) {
    const { invoices, hasMore } = await payments.listInvoices({ customerId, limit: 100, startingAfter });
    const found = invoices.find((i) => i.id === invoiceId);
    if (found) return found;
    const last = invoices.at(-1);
    if (!hasMore || !last) return null;
    startingAfter = last.id;
  }
  return null;
}

/** How much to refund, in cents, or why not: checked before anything is asked of the provider. */
export function amountToRefund(invoice: ProviderInvoice, askedCents: number | null): number {
  if (invoice.status !== 'paid' || invoice.amountCents <= 0) {
    throw new AppError(
      'conflict',
      `Invoice ${labelOf(invoice)} is ${invoice.status}: only a paid invoice can be refunded.`,
    );
  }
  const left = refundableCents(invoice);
  if (left === 0) throw new AppError('conflict', `Invoice ${labelOf(invoice)} is already refunded in full.`);
  if (askedCents !== null && askedCents > left) {
    throw new AppError(
      'bad_request',
      `You can refund at most ${money(left)} of invoice ${labelOf(invoice)}: it was ${money(invoice.amountCents)} and ${money(invoice.amountRefundedCents)} of it is already refunded.`,
    );
  }
  return askedCents ?? left;
}
