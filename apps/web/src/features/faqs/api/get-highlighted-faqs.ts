import type { FaqListResponse } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { faqKeys } from './get-faqs';

export const highlightedFaqsQueryOptions = () =>
  queryOptions({
    queryKey: faqKeys.highlighted,
    queryFn: ({ signal }) => apiRequest<FaqListResponse>('/faqs/highlighted', { signal }),
  });

export function useHighlightedFaqs() {
  return useQuery(highlightedFaqsQueryOptions());
}
