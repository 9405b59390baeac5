import type { FaqListResponse } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const faqKeys = {
  all: ['faqs'] as const,
  highlighted: ['faqs', 'highlighted'] as const,
};

export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: faqKeys.all,
    queryFn: ({ signal }) => apiRequest<FaqListResponse>('/faqs', { signal }),
  });

/** All FAQs, sorted by rank by the API. */
export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
