import type { ProductListResponse } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const productKeys = { all: ['products'] as const };

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.all,
    queryFn: ({ signal }) => apiRequest<ProductListResponse>('/products', { signal }),
    staleTime: 5 * 60_000,
  });

/** The plans with their monthly and yearly prices. */
export function useProducts() {
  return useQuery(productsQueryOptions());
}
