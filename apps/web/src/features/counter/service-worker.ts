/**
 * Counter mode's service worker (docs/decisions/0017-counter-and-savings.md), built into /sw.js by
 * the counterServiceWorker plugin in vite.config.ts, which puts the list of files to keep where
 * PRECACHE_PLACEHOLDER stands.
 *
 * Hand-written rather than Workbox (vite-plugin-pwa): all it does is keep a known list of files
 * and answer navigations with the app's page when there is no network. Workbox's build tooling
 * would be a large dependency for that, and here every line that could store an answer is in
 * view: API answers (medications, bookmarks, the household) must never land in a cache; the card's
 * fields are saved by the page itself (saved-card.ts).
 *
 * It runs in the worker's scope, not a window: the few types it needs are declared here, since
 * the web app's TypeScript program has the DOM's types, not the WebWorker ones.
 */

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
};

const worker = globalThis as unknown as WorkerScope;
/** { version, files }: the build's hash and the app shell counter mode needs. */
const shell = JSON.parse('PRECACHE_PLACEHOLDER') as { version: string; files: string[] };
const CACHE_PREFIX = 'arx-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${shell.version}`;
/** The app's one HTML page: every route renders from it. */
const APP_PAGE = '/index.html';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(shell.files))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  // A new build's files replace the old ones: only this build's cache stays.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

async function fromCache(request: Request | string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE_NAME);
  // The kept files answer `Vary: Origin`, and the page's module scripts are fetched with an Origin
  // header the install's requests did not carry: the address alone decides.
  return cache.match(request, { ignoreVary: true });
}

/** Pages: the network first (a deploy shows at once); offline, the kept app page. */
async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const page = await fromCache(APP_PAGE);
    if (page) return page;
    throw error;
  }
}

/** The build's files: hashed names never change, so the kept copy is as good as the network's. */
async function shellFile(request: Request): Promise<Response> {
  return (await fromCache(request)) ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Other origins and the API go straight to the network, never through a cache.
  if (url.origin !== worker.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
  } else if (shell.files.includes(url.pathname)) {
    event.respondWith(shellFile(request));
  }
});
