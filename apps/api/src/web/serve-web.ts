import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localePrefix } from '@arx/contracts/locales';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEO_FILES } from './seo/seo.routes';
import { createServerRenderer } from './ssr/server-renderer';

/** Answers a GET for a page: the server-rendered page, or the app's shell for the browser to render. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Serves the built web app from the same origin as the API. Vite's hashed files under
 * /assets never change, so browsers keep them for a year; pages are revalidated every time so
 * a deploy is picked up at once. The public pages are rendered on the server with their data
 * (web/ssr); any other page is index.html (with the demo banner's meta tag), which the browser
 * renders. Returns what answers a page, for the not-found handler, which answers any other
 * non-API GET with it (web/not-found.ts).
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { demoParts?: readonly string[]; siteUrl: string },
): Promise<SendPage> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new Error(`The web app is not built: ${indexPath} is missing (run npm run build)`);
  }
  const indexHtml = withDemoParts(fs.readFileSync(indexPath), options.demoParts ?? []);
  const renderer = createServerRenderer(app, {
    webDistDir: distDir,
    indexHtml,
    siteUrl: options.siteUrl,
    demoParts: options.demoParts ?? [],
  });
  const sendPage: SendPage = async (request, reply) => {
    if (await renderer.send(request, reply)) return reply;
    return sendIndex(reply, indexHtml);
  };

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // One route per built file, found at start (the build never changes while we run): any other
    // path goes straight to the page handler, with no look on disk first. A page's address is
    // no longer a file lookup on every request (that halved the server-rendered pages' rate).
    wildcard: false,
    // index.html is answered below, with the demo banner's meta tag; robots.txt and the
    // sitemaps by the API itself (web/seo). The compressed copies have no address of their own.
    globIgnore: ['index.html', ...SEO_FILES, ...PRECOMPRESSED.map((suffix) => `**/*${suffix}`)],
    index: false,
    // The build wrote each file also as Brotli (.br) and gzip (.gz), at their best compression
    // (apps/web/build/precompress.ts): the one the browser accepts is sent as it is, with
    // `Vary: Accept-Encoding`, and the compression hook leaves it alone. A file without them
    // (an image) is sent as it is.
    preCompressed: true,
    // @fastify/static 10 hands setHeaders the Fastify reply (docs/architecture.md §11).
    setHeaders(reply, filePath) {
      const relative = withoutEncoding(path.relative(distDir, filePath).split(path.sep).join('/'));
      reply.header('cache-control', cacheControlOf(relative));
      if (relative.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
    },
  });

  app.get('/', (request, reply) => {
    // The home page follows the visitor's saved choice (the language switch, or a Spanish page
    // read): a visitor who chose Spanish is taken to /es/, with the address's query kept. A
    // search engine has no cookie and gets the English page.
    reply.header('vary', 'Cookie');
    const chosen = request.cookies?.[LOCALE_COOKIE];
    if (isLocale(chosen) && chosen !== DEFAULT_LOCALE) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.header('cache-control', 'no-store').redirect(`${localePrefix(chosen)}/${query}`, 302);
    }
    return sendPage(request, reply);
  });
  app.get('/index.html', (_request, reply) => sendIndex(reply, indexHtml));
  return sendPage;
}

/**
 * Counter mode's service worker (docs/decisions/0017-counter-and-savings.md) is checked on every
 * visit, so a deploy's new worker, and its list of files, replaces the old one at once.
 */
const SERVICE_WORKER_FILE = 'sw.js';

/** The suffixes of the build's compressed copies (Brotli, gzip). */
const PRECOMPRESSED = ['.br', '.gz'] as const;

/** The file a compressed copy stands for: `assets/a.js.br` → `assets/a.js`. */
function withoutEncoding(relative: string): string {
  const suffix = PRECOMPRESSED.find((s) => relative.endsWith(s));
  return suffix ? relative.slice(0, -suffix.length) : relative;
}

function cacheControlOf(relative: string): string {
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (relative === SERVICE_WORKER_FILE) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * A public demo (ALLOW_DEMO_PROVIDERS=true) names its demo parts in a meta tag, and the web
 * app shows a Demo banner on every page from it: data, not script, so the CSP stays strict.
 */
export const DEMO_META_NAME = 'arx-demo-parts';

function withDemoParts(html: Buffer, parts: readonly string[]): Buffer {
  if (parts.length === 0) return html;
  const meta = `<meta name="${DEMO_META_NAME}" content="${parts.join(' ')}">`;
  return Buffer.from(html.toString('utf8').replace('</head>', `${meta}</head>`));
}

export function sendIndex(reply: import('fastify').FastifyReply, html: Buffer) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
