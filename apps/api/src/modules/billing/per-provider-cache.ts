import type { PaymentProvider } from '../../integrations/payments/payment-provider';

/**
 * Entries by customer id, one map per provider object, so each app (and each test app) keeps
 * its own: `of` makes the map on first use, `peek` never does (forgetting needs none).
 */
export function perProviderCache<Entry>() {
  const caches = new WeakMap<PaymentProvider, Map<string, Entry>>();
  return {
    of(payments: PaymentProvider): Map<string, Entry> {
      let cache = caches.get(payments);
      if (!cache) {
        cache = new Map();
        caches.set(payments, cache);
      }
      return cache;
    },
    peek(payments: PaymentProvider): Map<string, Entry> | undefined {
      return caches.get(payments);
    },
  };
}
