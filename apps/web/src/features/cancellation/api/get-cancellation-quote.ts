import type { CancellationQuote } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const cancellationKeys = { quote: ['billing', 'cancellation'] as const };

/**
 * GET /billing/cancellation: what "Cancel membership" would do right now. The answer turns on the
 * day (the 30 days from the first payment), so it is asked afresh each time the dialog opens and
 * never kept once the dialog closes.
 */
export const cancellationQuoteQueryOptions = () =>
  queryOptions({
    queryKey: cancellationKeys.quote,
    queryFn: ({ signal }) => apiRequest<CancellationQuote>('/billing/cancellation', { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export function useCancellationQuote() {
  return useQuery(cancellationQuoteQueryOptions());
}
