import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { MembershipPayment } from './cancellation-rules';

/** Pages enough for any membership's payments (a monthly plan pays 12 a year); a guard against a loop. */
const MAX_PAGES = 10;

/** Every paid invoice with money on it that billed this subscription, as the provider holds them. */
export async function listMembershipPayments(
  payments: PaymentProvider,
  customerId: string,
  providerSubscriptionId: string,
): Promise<MembershipPayment[]> {
  const found: MembershipPayment[] = [];
  let startingAfter: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { invoices, hasMore } = await payments.listInvoices({ customerId, limit: 100, startingAfter });
    for (const invoice of invoices) {
      if (invoice.subscriptionId === providerSubscriptionId && invoice.status === 'paid' && invoice.amountCents > 0) {
        found.push(invoice);
      }
    }
    const last = invoices.at(-1);
    if (!hasMore || !last) break;
    startingAfter = last.id;
  }
  return found;
}
