import { apiRequest } from './api-client';

/**
 * First-party page views: the route path only, never the query string (it can hold a
 * medication search) and never who is looking. Failures are ignored: analytics must never
 * get in a member's way.
 */
export function reportPageView(pathname: string): void {
  const path = pathname.split(/[?#]/)[0] || '/';
  apiRequest('/analytics/page_views', { method: 'POST', body: { path } }).catch(() => {});
}
