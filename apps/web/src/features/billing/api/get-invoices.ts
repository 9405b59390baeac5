import type { InvoiceListResponse } from '@arx/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './get-billing-details';

/** Invoice page size (docs/product.md §9). The contracts' constant lives beside zod, which the web bundle avoids. */
const INVOICES_PER_PAGE = 10;

const invoicesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: billingKeys.invoices,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<InvoiceListResponse>('/billing/invoices', {
        query: { limit: INVOICES_PER_PAGE, starting_after: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    // The next page starts after the last invoice shown.
    getNextPageParam: (last) => (last.has_more ? last.invoices.at(-1)?.id : undefined),
  });

export function useInvoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...invoicesQueryOptions(), enabled });
}
