import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { IN_PROCESS_HEADER, IN_PROCESS_MARK } from '../../lib/in-process-request';
import type { Dependency } from './page-cache';

/**
 * The API answers the render under way has read, with their ETags, so its page can be served
 * again while they are unchanged (server-renderer.ts). An answer without an ETag is recorded
 * with an empty one: that page is never kept.
 */
export const renderDependencies = new AsyncLocalStorage<Dependency[]>();

/** Never forwarded: the renderer renders for a visitor, whoever asked for the page. */
const DROPPED_HEADERS = new Set(['authorization', 'cookie']);

/** Answers without a body (a Response refuses one for these). */
const NO_BODY = new Set([204, 205, 304]);

/**
 * A `fetch` the server-side renderer's API client calls instead of the network: each call goes
 * through the app's own routes with `inject()`, so a server-rendered page reads the same
 * services, catalogue index, validation and caching as the browser's calls, in this process.
 * Never with the visitor's credentials: no member's data is rendered on the server.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name)) headers[name] = value;
    });
    headers[IN_PROCESS_HEADER] = IN_PROCESS_MARK;
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`the server renderer only reads (${method} ${url.pathname})`);
    const path = `${url.pathname}${url.search}`;
    const response = await app.inject({ method: 'GET', url: path, headers });
    const etag = response.headers.etag;
    renderDependencies
      .getStore()
      ?.push({ url: path, etag: response.statusCode === 200 && typeof etag === 'string' ? etag : '' });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    return new Response(NO_BODY.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * Whether every answer a page was made from is still the same: each is asked for again with its
 * ETag, in-process, and must answer 304. The API's own caches make that a lookup, not a query.
 */
export async function stillCurrent(app: FastifyInstance, dependencies: readonly Dependency[]): Promise<boolean> {
  const answers = await Promise.all(
    dependencies.map((dependency) =>
      app.inject({
        method: 'GET',
        url: dependency.url,
        headers: { accept: 'application/json', 'if-none-match': dependency.etag, [IN_PROCESS_HEADER]: IN_PROCESS_MARK },
      }),
    ),
  );
  return answers.every((answer) => answer.statusCode === 304);
}
