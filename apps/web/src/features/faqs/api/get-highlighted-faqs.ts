import type { FaqListResponse } from '@arx/contracts';
import type { Locale } from '@arx/contracts/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { faqKeys, faqsQuery, useFaqsLocale } from './get-faqs';

/** The highlighted FAQs in `locale` (the home page's), by rank. */
export const highlightedFaqsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: faqKeys.highlighted(locale),
    queryFn: ({ signal }) => apiRequest<FaqListResponse>('/faqs/highlighted', { query: faqsQuery(locale), signal }),
  });

/** The highlighted FAQs, in the page's language. */
export function useHighlightedFaqs() {
  return useQuery(highlightedFaqsQueryOptions(useFaqsLocale()));
}
