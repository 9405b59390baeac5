import type { ProductListQuery, ProductListResponse } from '@arx/contracts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@arx/contracts/locales';
import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPageLocale } from '../../../lib/i18n/catalogs';

/** The plans' words differ by language (their prices do not): the language is in the key. */
export const productKeys = {
  all: ['products'] as const,
  list: (locale: Locale) => ['products', locale] as const,
};

/** The language asked of the API: none for English, its default, so English addresses stay as they were. */
const productsQuery = (locale: Locale): ProductListQuery => ({
  locale: locale === DEFAULT_LOCALE ? undefined : locale,
});

/** The plans with their monthly and yearly prices, their words in `locale` where translated. */
export const productsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: productKeys.list(locale),
    queryFn: ({ signal }) => apiRequest<ProductListResponse>('/products', { query: productsQuery(locale), signal }),
    staleTime: 5 * 60_000,
  });

/**
 * The plans in the page's language. The server renders pages in both languages at once, so the
 * language is the page's tree's (its I18n), which in the browser is the page's (getPageLocale).
 */
export function useProducts() {
  const { i18n } = useLingui();
  return useQuery(productsQueryOptions(isLocale(i18n.locale) ? i18n.locale : getPageLocale()));
}
