/**
 * The server-side renderer of the public pages (docs/decisions/0018-server-rendering.md). Vite
 * builds it into dist-server/ (never served); the API loads it and renders each public page
 * with its data, which the browser then hydrates (main.tsx).
 */
import { Writable } from 'node:stream';
import { LOCALES, type Locale, localePrefix, localizePath, splitLocalePath } from '@arx/contracts/locales';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ENTRY_CATALOGS } from './app/entry-catalogs';
import { setServerDemoParts } from './app/layout/demo-banner';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import type { PageMeta } from './app/ssr/page-meta';
import { loadPageMetaMessages } from './app/ssr/page-meta-messages';
import { SERVER_PAGE_MODULES, serverPageFor } from './app/ssr/server-pages';
import { serializeQueryState } from './app/ssr/state';
import { transport } from './lib/api-client';
import { loadCatalogs } from './lib/i18n/catalogs';
import { StaticRouter } from './lib/router';
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

/** How long a render may take before it is abandoned and the browser renders the page instead. */
const RENDER_TIMEOUT_MS = 5_000;

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
        <StaticRouter location={`${pathname}${search}`} basename={localePrefix(locale)}>
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

/**
 * Renders to completion before anything is piped, with no size past which a boundary is sent
 * apart: React then writes every Suspense boundary in place, with none of the inline scripts it
 * streams to fill boundaries in later, which the Content-Security-Policy (script-src 'self')
 * blocks.
 */
function renderWhenComplete(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a large boundary to reveal it later by script: everything is written in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        if (failure) reject(failure);
        else stream.pipe(collector);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A boundary that failed would be left for the browser to render: fail the whole page
        // instead, and let the browser render all of it.
        failure ??= error;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('server rendering timed out')), RENDER_TIMEOUT_MS);
  });
}
