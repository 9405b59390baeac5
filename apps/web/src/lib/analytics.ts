import { MEDICATION_PAGE_PATH } from '@arx/contracts/medication-slug';
import { API_BASE } from './api-client';

/** The server's page-view limit counts per minute; a refusal without Retry-After waits that long. */
const LONGEST_PAUSE_MS = 60_000;

/** After a 429 this browser's address is over its limit: reporting more would only be refused too. */
let pausedUntil = 0;

/**
 * First-party page views: the route path only, never the query string (it can hold a
 * medication search) and never who is looking, so no token and no cookie go with it. Every
 * failure is ignored and nothing is retried: analytics must never get in a visitor's way, and a
 * lost view costs nothing.
 */
export function reportPageView(pathname: string): void {
  if (Date.now() < pausedUntil) return;
  let path = pathname.split(/[?#]/)[0] || '/';
  // The back office's pages are staff at work, not visitors; their paths also name members.
  if (path === '/admin' || path.startsWith('/admin/')) return;
  // A medication page's address names the medication: health data, counted as the route only.
  if (path.startsWith(`${MEDICATION_PAGE_PATH}/`)) path = `${MEDICATION_PAGE_PATH}/:name`;
  // Not through apiRequest: its 401 handling sends the visitor to /login, and its errors throw.
  fetch(new URL(`${API_BASE}/analytics/page_views`, window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path }),
    credentials: 'omit',
    keepalive: true,
  }).then(
    (response) => {
      if (response.status !== 429) return;
      const seconds = Number(response.headers.get('retry-after'));
      const pauseMs = seconds > 0 ? Math.min(seconds * 1000, LONGEST_PAUSE_MS) : LONGEST_PAUSE_MS;
      pausedUntil = Date.now() + pauseMs;
    },
    () => {},
  );
}
