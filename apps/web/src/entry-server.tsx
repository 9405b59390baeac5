/**
 * The server-side renderer of the public pages (docs/decisions/0018-server-rendering.md). Vite
 * builds it into dist-server/ (never served); the API loads it and renders each public page
 * with its data, which the browser then hydrates (main.tsx).
 */
import { LOCALES, type Locale, localePrefix, localizePath, splitLocalePath } from '@arx/contracts/locales';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { ENTRY_CATALOGS } from './app/entry-catalogs';
import { setServerDemoParts } from './app/layout/demo-banner';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import type { PageMeta } from './app/ssr/page-meta';
import { loadPageMetaMessages } from './app/ssr/page-meta-messages';
import { renderWhenComplete } from './app/ssr/render-when-complete';
import { SERVER_PAGE_MODULES, serverPageFor } from './app/ssr/server-pages';
import { serializeQueryState } from './app/ssr/state';
import { transport } from './lib/api-client';
import { loadCatalogs } from './lib/i18n/catalogs';
import { setServerSanitizer } from './lib/use-sanitized-html';

export type { PageMeta };

export type ServerRenderingOptions = {
  /** Answers the web app's API calls in-process (the API's own routes, not the network). */
  fetch: typeof fetch;
  /** The API's FAQ-answer sanitizer: same allow-list as the browser's DOMPurify. */
  sanitizeHtml: (html: string) => string;
  /** The demo parts the banner names (empty in production). */
  demoParts: readonly string[];
};

export type PageRendering = {
  status: number;
  /** The page's language (`<html lang>`). */
  locale: Locale;
  /** The page's address in every language (hreflang alternates), or none for a page not indexed. */
  alternates: { locale: Locale; path: string }[];
  meta: PageMeta;
  /** schema.org JSON-LD for the head, or null. */
  structuredData: object | null;
  /** The page's route module, as Vite's manifest names it: its code is preloaded from the head. */
  module: string;
  /** The TanStack Query state, JSON ready for a `<script type="application/json">` block. */
  state: string;
  /**
   * The page's HTML (what goes inside #root). Started at once: the server sends the head while
   * React renders, so the browser fetches the stylesheet and scripts meanwhile.
   */
  body: Promise<string>;
};

let configured = false;

/** Wires the renderer to the API once, and loads every server-rendered page's code. */
export async function configureServerRendering(options: ServerRenderingOptions): Promise<void> {
  transport.fetch = options.fetch;
  // Any origin will do: the API answers by path; it is never a network address.
  transport.origin = () => 'http://server-render.invalid';
  setServerSanitizer(options.sanitizeHtml);
  setServerDemoParts(options.demoParts);
  await Promise.all([
    // The heads' words too: the server writes every page's title and description.
    loadCatalogs(...ENTRY_CATALOGS, loadPageMetaMessages),
    ...SERVER_PAGE_MODULES.map(({ path }) => preloadPage(path.replace(':name', 'x'))),
  ]);
  configured = true;
}

/**
 * The rendering of the public page at `url` (a path with its query), or null when the browser
 * renders that page itself (member pages, unknown paths). Rejects if React fails to render it.
 */
export async function renderPage(url: string, siteUrl: string): Promise<PageRendering | null> {
  if (!configured) throw new Error('configureServerRendering() must be called first');
  const { pathname: address, search, searchParams } = new URL(url, 'http://server-render.invalid');
  const { locale, pathname } = splitLocalePath(address);
  const page = serverPageFor(pathname, searchParams, locale);
  if (!page) return null;

  const queryClient: QueryClient = createQueryClient();
  // One try: a visitor waiting for the page is better served by its error state, at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  await Promise.all(page.queries.map((query) => queryClient.prefetchQuery(query)));

  const body = renderWhenComplete(
    <StrictMode>
      <AppProviders queryClient={queryClient} initialAuthStatus="anonymous" locale={locale}>
        {/* The address whole, as the browser has it: the router takes its base ('/es') off itself. */}
        <StaticRouter location={`${address}${search}`} basename={localePrefix(locale)}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const meta = page.meta(queryClient);
  const rendering: PageRendering = {
    status: page.status(queryClient),
    locale,
    alternates: meta.index
      ? LOCALES.map((each) => ({ locale: each, path: localizePath(meta.canonicalPath, each) }))
      : [],
    meta: { ...meta, canonicalPath: localizePath(meta.canonicalPath, locale) },
    structuredData: page.structuredData?.(queryClient, siteUrl) ?? null,
    module: page.module,
    state: serializeQueryState(queryClient),
    body: body.finally(() => queryClient.clear()),
  };
  return rendering;
}
