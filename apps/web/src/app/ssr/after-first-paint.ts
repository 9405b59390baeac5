/**
 * A server-rendered page paints from its HTML and stylesheet alone; its code only takes it over
 * (docs/decisions/0018-server-rendering.md). So its HTML names one tiny script (src/boot.ts) and
 * lists the app's scripts in a JSON block, and those are fetched once the first paint is on
 * screen: on a slow connection the HTML and stylesheet have the bandwidth to themselves, and the
 * phone's CPU parses no script before the page shows.
 */

/** The JSON block the server writes the page's scripts in (apps/api/src/web/ssr/page-document.ts). */
export const SCRIPTS_ELEMENT_ID = 'arx-scripts';

/** The app's entry script and the chunks of the page's route module, as root-relative paths. */
export type PageScripts = { entry: string; preload: string[] };

/**
 * Loads the app anyway this long after the boot script ran when no first paint was reported: a
 * page opened in a background tab paints (and reports it) only once shown, or a browser may not
 * report paints at all.
 */
export const FALLBACK_MS = 3_000;

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');

/** The page's scripts, or null when the block is missing or not the server's shape. */
export function readPageScripts(doc: Document): PageScripts | null {
  const text = doc.getElementById(SCRIPTS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { entry, preload } = value as Record<string, unknown>;
  if (!isPath(entry) || !Array.isArray(preload) || !preload.every(isPath)) return null;
  return { entry, preload };
}

/**
 * Calls `start` once, when the browser reports the page's first contentful paint (the
 * PerformanceObserver delivers it after the frame is on screen), or after FALLBACK_MS. Browsers
 * without paint timing start after the next frame.
 */
export function afterFirstPaint(start: () => void, win: Window & typeof globalThis = window): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    win.clearTimeout(timer);
    start();
  };
  const timer = win.setTimeout(once, FALLBACK_MS);
  if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    observer = new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    // buffered: the paint may have happened before this script ran.
    observer.observe({ type: 'paint', buffered: true });
  } else {
    win.requestAnimationFrame(() => win.setTimeout(once, 0));
  }
}

/**
 * Adds the entry as the module script index.html had, and preloads of the page's chunks so they
 * download beside it rather than after it. The attributes are Vite's (crossorigin), so the
 * preloaded files are the ones the entry's imports use.
 */
export function loadPageScripts(scripts: PageScripts, doc: Document): void {
  const entry = doc.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = scripts.entry;
  doc.head.append(entry);
  for (const href of scripts.preload) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
