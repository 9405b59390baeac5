import { startTransition, useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

// DOMPurify is a fifth of the home page's script and only needed once answers are on screen,
// so it loads on first use instead of with the page.
let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * The server-side renderer has no DOM for DOMPurify: it is handed the API's own sanitizer, with
 * the same allow-list (entry-server.tsx). Answers are then in the page's HTML, cleaned.
 */
export function setServerSanitizer(sanitize: Sanitize): void {
  loaded = sanitize;
}

/**
 * Loads the sanitizer now. A server-rendered page with answers awaits it before hydrating, so
 * the first render has the same cleaned answers as the HTML it takes over.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then(({ sanitizeHtml }) => {
    loaded = sanitizeHtml;
    return sanitizeHtml;
  });
  return loading;
}

/**
 * `html` passed through sanitizeHtml, or null until the sanitizer has loaded. Raw HTML is never
 * returned: nothing renders before it has been cleaned.
 */
export function useSanitizedHtml(html: string): string | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    void loadSanitizer().then((fn) => {
      // A transition: a page of answers is cleaned and rendered in slices, not one long task.
      if (live) startTransition(() => setSanitize(() => fn));
    });
    return () => {
      live = false;
    };
  }, [sanitize]);
  return useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
}
