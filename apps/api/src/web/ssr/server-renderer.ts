import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerGeneration } from '../../lib/answer-generation';
import { encodeBody, negotiateEncoding } from '../../lib/http-cache';
import { sanitizeFaqHtmlForPage } from '../../lib/sanitize-html';
import { inProcessFetch, renderDependencies, stillCurrent } from './in-process-fetch';
import { type CachedPage, type Dependency, PageCache } from './page-cache';
import { PageDocument } from './page-document';
import { loadRendererBundle, type RendererBundle, rendererPath } from './renderer-bundle';

export type ServerRenderer = {
  /**
   * Answers with the server-rendered page when `request` is for one; false when the browser
   * renders that address itself (member pages, unknown paths) or rendering failed, and the
   * caller sends the app's shell instead.
   */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
};

type Options = { webDistDir: string; indexHtml: Buffer; siteUrl: string; demoParts: readonly string[] };

/** How long after listening the renderer loads (its bundle is ~1.3 MB): after the first health checks. */
const LOAD_DELAY_MS = 300;

/**
 * How long a page found current is served without asking the API again, unless an in-memory
 * source of answers changed meanwhile (answerGeneration). The API's own caches of plans and FAQs
 * are re-read once they are this old, and only when asked: asking at this pace keeps the pages
 * exactly as fresh as the API's answers.
 */
const RECHECK_AFTER_MS = 1_000;

/**
 * The public pages rendered on the server (docs/decisions/0018-server-rendering.md). The web
 * app's renderer bundle is loaded once, shortly after the server listens (or by the first page
 * asked for before then), and wired to this app's routes in-process.
 */
export function createServerRenderer(app: FastifyInstance, options: Options): ServerRenderer {
  // Checked now: a deploy without the renderer must not start and serve only empty shells.
  rendererPath(options.webDistDir);
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const document = PageDocument.read(options.webDistDir, options.indexHtml, siteUrl);
  let loading: Promise<RendererBundle> | null = null;
  const load = () => {
    loading ??= loadRendererBundle(options.webDistDir).then(async (bundle) => {
      const started = performance.now();
      await bundle.configureServerRendering({
        fetch: inProcessFetch(app),
        sanitizeHtml: memoize(sanitizeFaqHtmlForPage),
        demoParts: options.demoParts,
      });
      app.log.info({ ms: Math.round(performance.now() - started) }, 'server rendering ready');
      return bundle;
    });
    return loading;
  };
  app.addHook('onListen', async () => {
    setTimeout(() => {
      load().catch((error: unknown) => app.log.error({ err: error }, 'the server renderer failed to load'));
    }, LOAD_DELAY_MS).unref();
  });

  const cache = new PageCache();

  /** Renders the page at `url`, and keeps it when every answer it read carried an ETag. */
  const render = async (url: string): Promise<CachedPage | null> => {
    const bundle = await load();
    // Taken before the render reads anything: a source that changes meanwhile has the next
    // request check the page again.
    const checked = { at: performance.now(), generation: answerGeneration.current() };
    const dependencies: Dependency[] = [];
    const rendering = await renderDependencies.run(dependencies, () => bundle.renderPage(url, siteUrl));
    if (!rendering) return null;
    const { hints, content } = document.body(await rendering.body);
    const html = document.head(rendering, hints) + content + document.tail(rendering);
    const page: CachedPage = {
      status: rendering.status,
      html: Buffer.from(html),
      dependencies,
      encoded: new Map(),
      checked,
    };
    if (dependencies.every((dependency) => dependency.etag !== '')) cache.set(url, page);
    else cache.delete(url);
    return page;
  };

  /** Served as it is: found current under a second ago, and no source of answers has changed since. */
  const fresh = (page: CachedPage) =>
    page.checked.generation === answerGeneration.current() && performance.now() - page.checked.at < RECHECK_AFTER_MS;

  /**
   * The page as it was last rendered while the API's answers it read are unchanged (asked again
   * in-process with their ETags when it is not fresh), otherwise rendered anew: a catalogue or
   * FAQ change is in the next page served, as it is in the API's next answer.
   */
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  const current = (url: string): Promise<CachedPage | null> => {
    const cached = cache.get(url);
    if (cached && fresh(cached)) return Promise.resolve(cached);
    // Requests for the same page while one check or render is under way share it, rather than
    // each asking the API again: under load, one check serves them all.
    let answer = inFlight.get(url);
    if (!answer) {
      answer = (async () => {
        if (!cached) return render(url);
        const checked = { at: performance.now(), generation: answerGeneration.current() };
        if (!(await stillCurrent(app, cached.dependencies))) return render(url);
        cached.checked = checked;
        return cached;
      })().finally(() => inFlight.delete(url));
      inFlight.set(url, answer);
    }
    return answer;
  };

  return {
    async send(request, reply) {
      try {
        const page = await current(request.url);
        if (!page) return false;
        const encoding = negotiateEncoding(request);
        let body = page.encoded.get(encoding);
        if (!body) {
          body = encodeBody(page.html, encoding);
          page.encoded.set(encoding, body);
        }
        reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        // Compressed here once per page, so @fastify/compress leaves it alone.
        if (body.encoding !== null) {
          // Added to what the route already varies on (the home page: the saved language).
          const vary = reply.getHeader('vary');
          reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
          reply.header('content-encoding', body.encoding);
        }
        await reply.send(body.bytes);
        return true;
      } catch (error) {
        // The browser can still render the page from the shell: a visitor gets it, a bit later.
        request.log.error({ err: error }, 'server rendering failed; sending the app shell');
        return false;
      }
    },
  };
}

/** FAQ answers repeat on every page that shows them: each distinct answer is cleaned once. */
function memoize(sanitize: (html: string) => string): (html: string) => string {
  const memo = new Map<string, string>();
  return (html) => {
    let clean = memo.get(html);
    if (clean === undefined) {
      clean = sanitize(html);
      // Bounded: answers that were edited away do not pile up.
      if (memo.size >= 500) memo.clear();
      memo.set(html, clean);
    }
    return clean;
  };
}
