import type { BillingDetails } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The billing page polls every 15 seconds (docs/product.md §4, §9), so a change made in the portal shows up. */
export const BILLING_REFRESH_MS = 15_000;

export const billingKeys = {
  details: ['billing', 'details'] as const,
  invoices: ['billing', 'invoices'] as const,
};

export const billingDetailsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.details,
    queryFn: ({ signal }) => apiRequest<BillingDetails>('/billing/details', { signal }),
    refetchInterval: BILLING_REFRESH_MS,
    staleTime: 0,
  });

export function useBillingDetails() {
  return useQuery(billingDetailsQueryOptions());
}
