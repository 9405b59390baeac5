import type { PaymentProvider, ProviderBillingDetails } from '../../integrations/payments/payment-provider';
import { perProviderCache } from './per-provider-cache';
import { forgetProviderInvoices } from './provider-invoice-cache';

/**
 * How long the card and address a provider holds are reused (decision 0008). With Stripe each
 * read is a network call, and the dashboard asks twice at once (the profile and the billing
 * details). Changes the app hears of (a webhook, a checkout's sync) drop the entry at once; a
 * card changed in the provider's portal may show the old card for this long on an instance that
 * did not receive that webhook. It is display only: nothing is decided from it.
 */
export const BILLING_DETAILS_TTL_MS = 10_000;

type Entry = { details: Promise<ProviderBillingDetails>; expiresAt: number };
const caches = perProviderCache<Entry>();

/** The provider's billing details for a customer: one call shared by concurrent readers, then reused briefly. */
export function providerBillingDetails(payments: PaymentProvider, customerId: string): Promise<ProviderBillingDetails> {
  const cache = caches.of(payments);
  const now = performance.now();
  const cached = cache.get(customerId);
  if (cached && cached.expiresAt > now) return cached.details;
  // Entries are kept in the order they were made and all live equally long: the expired ones lead.
  for (const [key, entry] of cache) {
    if (entry.expiresAt > now) break;
    cache.delete(key);
  }
  const entry: Entry = { details: payments.getBillingDetails(customerId), expiresAt: now + BILLING_DETAILS_TTL_MS };
  cache.delete(customerId);
  cache.set(customerId, entry);
  // A failure is not kept: the next reader asks the provider again.
  entry.details.catch(() => {
    if (cache.get(customerId) === entry) cache.delete(customerId);
  });
  return entry.details;
}

/**
 * Forgets what the provider holds for a customer (details and invoices) after it told us
 * something changed: every event that may change the card may also bring an invoice.
 */
export function forgetProviderBillingDetails(payments: PaymentProvider, customerId: string | null | undefined): void {
  if (customerId) caches.peek(payments)?.delete(customerId);
  forgetProviderInvoices(payments, customerId);
}
