import type { FaqListQuery, FaqListResponse } from '@arx/contracts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@arx/contracts/locales';
import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPageLocale } from '../../../lib/i18n/catalogs';

/** The FAQs in each language are answers of their own: the language is in every key. */
export const faqKeys = {
  all: ['faqs'] as const,
  list: (locale: Locale) => ['faqs', 'list', locale] as const,
  highlighted: (locale: Locale) => ['faqs', 'highlighted', locale] as const,
};

/** The language asked of the API: none for English, its default, so English addresses stay as they were. */
export const faqsQuery = (locale: Locale): FaqListQuery => ({ locale: locale === DEFAULT_LOCALE ? undefined : locale });

/**
 * The language of the page being rendered. The server renders pages in both languages at once,
 * so it is the page's tree's (app/providers.tsx gives each page its language's I18n), which in
 * the browser is the page's language (getPageLocale).
 */
export function useFaqsLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : getPageLocale();
}

/** All FAQs in `locale` (the Spanish where an FAQ has it, else the English), sorted by rank by the API. */
export const faqsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: faqKeys.list(locale),
    queryFn: ({ signal }) => apiRequest<FaqListResponse>('/faqs', { query: faqsQuery(locale), signal }),
  });

/** All FAQs, in the page's language. */
export function useFaqs() {
  return useQuery(faqsQueryOptions(useFaqsLocale()));
}
