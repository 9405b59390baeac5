import type { Locale } from '@arx/contracts/locales';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { hasSignInParams } from '../../features/auth/sign-in-params';
import { faqsQueryOptions } from '../../features/faqs/api/get-faqs';
import { highlightedFaqsQueryOptions } from '../../features/faqs/api/get-highlighted-faqs';
import {
  isMedicationNotFound,
  type MedicationPageData,
  medicationPageQueryOptions,
} from '../../features/medications/api/get-medication-page';
import { HIGHLIGHTED_LIST_PARAMS, medicationsQueryOptions } from '../../features/medications/api/get-medications';
import { priceSearchListParams } from '../../features/medications/use-price-search';
import { productsQueryOptions } from '../../features/plans/api/get-products';
import { i18nFor } from '../../lib/i18n/catalogs';
import { medicationPageMeta, medicationStructuredData } from './medication-page-meta';
import { type PageMeta, staticPageMeta } from './page-meta';

/**
 * The public pages the server renders (docs/decisions/0018-server-rendering.md): which route
 * module holds each (its chunks are listed for the boot script), the API calls its first render
 * needs (prefetched on the server into the state the browser takes over), its head and status.
 * Member pages are not here: they are rendered in the browser only, so no member's data is
 * ever rendered on the server.
 */
/** A query a page's first render reads; its data's type is the page's business, not the renderer's. */
// biome-ignore lint/suspicious/noExplicitAny: each page's queries have their own data types (the options are invariant in them)
type PageQuery = FetchQueryOptions<any, any, any, any>;

export type ServerPage = {
  /** The route module, as Vite's manifest names it. */
  module: string;
  queries: PageQuery[];
  meta(queryClient: QueryClient): PageMeta;
  status(queryClient: QueryClient): number;
  /** schema.org data for the head, if the page has any; `siteUrl` is APP_URL. */
  structuredData?(queryClient: QueryClient, siteUrl: string): object | null;
};

const ok = () => 200;
const fixed = (pathname: string, locale: Locale) => () => {
  const meta = staticPageMeta(pathname, i18nFor(locale));
  if (!meta) throw new Error(`no meta for ${pathname}`);
  return meta;
};

type Definition = {
  path: string;
  module: string;
  /** The page's API calls; plans and FAQs are asked in the page's language, under its query key. */
  queries?: (params: { name?: string }, search: URLSearchParams, locale: Locale) => PageQuery[];
};

const HOME_QUERIES = (_params: unknown, _search: URLSearchParams, locale: Locale) => [
  medicationsQueryOptions(HIGHLIGHTED_LIST_PARAMS),
  highlightedFaqsQueryOptions(locale),
];
const PLAN_QUERIES = (_params: unknown, _search: URLSearchParams, locale: Locale) => [productsQueryOptions(locale)];

const PAGES: Definition[] = [
  { path: '/', module: 'src/app/routes/home.tsx', queries: HOME_QUERIES },
  { path: '/login', module: 'src/app/routes/home.tsx', queries: HOME_QUERIES },
  { path: '/register', module: 'src/app/routes/register.tsx', queries: PLAN_QUERIES },
  { path: '/pricing', module: 'src/app/routes/register.tsx', queries: PLAN_QUERIES },
  {
    path: '/drug-pricing',
    module: 'src/app/routes/drug-pricing.tsx',
    queries: (_params, search) => [medicationsQueryOptions(priceSearchListParams(search))],
  },
  {
    path: '/faq',
    module: 'src/app/routes/faq.tsx',
    queries: (_params, _search, locale) => [faqsQueryOptions(locale)],
  },
  { path: '/terms', module: 'src/app/routes/terms.tsx' },
  { path: '/privacy', module: 'src/app/routes/privacy.tsx' },
  { path: '/disclaimer', module: 'src/app/routes/disclaimer.tsx' },
  { path: '/partners', module: 'src/app/routes/partners.tsx' },
  { path: '/pass-expired', module: 'src/app/routes/pass-expired.tsx' },
  { path: '/auth/error', module: 'src/app/routes/auth-error.tsx' },
];

const MEDICATION_PAGE: Definition = {
  path: '/drugs/:name',
  module: 'src/app/routes/drug.tsx',
  queries: ({ name = '' }) => [medicationPageQueryOptions(name)],
};

/** The route modules of the server-rendered pages (checked against the router by a test). */
export const SERVER_PAGE_MODULES = [...PAGES, MEDICATION_PAGE].map((page) => ({
  path: page.path,
  module: page.module,
}));

/**
 * The server-rendered page at this app path (without its language's prefix), in `locale`, or
 * null for one the browser renders (member pages, unknown paths, and an arrival from sign-in,
 * whose code the browser trades for the session).
 */
export function serverPageFor(pathname: string, search: URLSearchParams, locale: Locale): ServerPage | null {
  const i18n = i18nFor(locale);
  if (hasSignInParams(`?${search.toString()}`)) return null;
  const medication = matchPath(MEDICATION_PAGE.path, pathname);
  if (medication) {
    const slug = medication.params.name ?? '';
    const queries = MEDICATION_PAGE.queries?.({ name: slug }, search, locale) ?? [];
    const pageData = (queryClient: QueryClient) => queryClient.getQueryState(queries[0]?.queryKey ?? []);
    return {
      module: MEDICATION_PAGE.module,
      queries,
      meta: (queryClient) =>
        medicationPageMeta(slug, (pageData(queryClient)?.data as MedicationPageData) ?? null, i18n),
      status: (queryClient) => {
        const state = pageData(queryClient);
        if (state?.status === 'error') return 503;
        return isMedicationNotFound(state?.data as MedicationPageData | undefined) ? 404 : 200;
      },
      structuredData: (queryClient, siteUrl) =>
        medicationStructuredData((pageData(queryClient)?.data as MedicationPageData) ?? null, siteUrl, i18n),
    };
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const definition = PAGES.find((page) => page.path === path);
  if (!definition) return null;
  return {
    module: definition.module,
    queries: definition.queries?.({}, search, locale) ?? [],
    meta: fixed(path, locale),
    status: ok,
  };
}
