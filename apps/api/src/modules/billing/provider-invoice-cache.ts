import type { PaymentProvider, ProviderInvoice } from '../../integrations/payments/payment-provider';
import { perProviderCache } from './per-provider-cache';

/**
 * How long a customer's newest invoices are reused. The billing page (and its reloads, and its
 * pages back) and an account export made in the same visit then cost one call to the provider,
 * a network round trip with Stripe that also counts against its request limits, instead of one
 * each. Invoices change a few times a month, and every provider event about the customer (a new
 * or paid invoice, a renewal, a checkout) drops the entry at once (forgetProviderInvoices); what
 * is left is an instance that did not receive that webhook, which shows the change a reload or
 * two later. Longer would stretch that; shorter would miss the export made after a look at the
 * billing page.
 */
export const INVOICES_TTL_MS = 20_000;

/** The most one provider call lists (Stripe's maximum), so every page the app asks for is in it. */
export const INVOICES_PER_CALL = 100;

/** Customers held at once; the oldest go first beyond it (each holds at most one call's worth). */
const MAX_CUSTOMERS = 10_000;

type InvoicePage = { invoices: ProviderInvoice[]; hasMore: boolean };
type Entry = { page: Promise<InvoicePage>; expiresAt: number };
const caches = perProviderCache<Entry>();

/** The customer's newest invoices: one call shared by concurrent readers, then reused briefly. */
function newestInvoices(payments: PaymentProvider, customerId: string): Promise<InvoicePage> {
  const cache = caches.of(payments);
  const now = performance.now();
  const cached = cache.get(customerId);
  if (cached && cached.expiresAt > now) return cached.page;
  // Entries are kept in the order they were made and all live equally long: the expired ones lead.
  for (const [key, entry] of cache) {
    if (entry.expiresAt > now && cache.size < MAX_CUSTOMERS) break;
    cache.delete(key);
  }
  const entry: Entry = {
    page: payments.listInvoices({ customerId, limit: INVOICES_PER_CALL }),
    expiresAt: now + INVOICES_TTL_MS,
  };
  cache.delete(customerId);
  cache.set(customerId, entry);
  // A failure is not kept: the next reader asks the provider again.
  entry.page.catch(() => {
    if (cache.get(customerId) === entry) cache.delete(customerId);
  });
  return entry.page;
}

/**
 * One page of a customer's invoices, newest first, cut from the newest ones held; only a page
 * reaching past them (a member with years of invoices paging back) asks the provider itself.
 */
export async function providerInvoicePage(
  payments: PaymentProvider,
  input: { customerId: string; limit: number; startingAfter?: string },
): Promise<InvoicePage> {
  const newest = await newestInvoices(payments, input.customerId);
  const start =
    input.startingAfter === undefined ? 0 : newest.invoices.findIndex((i) => i.id === input.startingAfter) + 1;
  const end = start + input.limit;
  const held = input.startingAfter === undefined || start > 0;
  if (held && (end <= newest.invoices.length || !newest.hasMore)) {
    return { invoices: newest.invoices.slice(start, end), hasMore: end < newest.invoices.length || newest.hasMore };
  }
  return payments.listInvoices(input);
}

/** Forgets a customer's invoices after the provider told us something changed. */
export function forgetProviderInvoices(payments: PaymentProvider, customerId: string | null | undefined): void {
  if (customerId) caches.peek(payments)?.delete(customerId);
}
