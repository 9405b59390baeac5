import { expect } from 'vitest';

/** The return path a sign-in link (or the URL the app went to) carries in its state parameter. */
export function returnToOf(link: HTMLElement | string): string {
  const url = new URL(typeof link === 'string' ? link : link.getAttribute('href')!, 'http://localhost');
  expect(url.pathname).toBe('/api/v1/auth/workos/redirect');
  return (JSON.parse(url.searchParams.get('state')!) as { return_to: string }).return_to;
}
