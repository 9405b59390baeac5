import { expect, test } from './support/test';

/**
 * The app builds addresses from the one it was opened at (the language redirect, the language
 * switch, the return after sign-in): a crafted one must never take the browser to another site
 * (apps/web/src/lib/safe-path.ts). Requests to the "other site" are refused here, so a page that
 * tried to go there would be seen trying, not merely fail to load.
 */
const CRAFTED = [
  '/es//evil.example/phish',
  '/es/%2F%2Fevil.example/phish',
  '/es/%5Cevil.example',
  // At the root, and with a sign-in code, which sends the page on to the address it came with.
  '//evil.example/phish',
  '//evil.example/phish?code=stale',
];

test.describe('a crafted address never takes the browser to another site', () => {
  for (const [chosen, address] of CRAFTED.flatMap((path) => [
    ['en', path],
    ['es', path],
  ])) {
    test(`${address} with ${chosen} chosen stays on the club, and so does its language switch`, async ({
      page,
      context,
      baseURL,
    }) => {
      const origin = new URL(baseURL as string).origin;
      await context.addCookies([{ name: 'arx_locale', value: chosen as string, url: origin }]);
      const offSite: string[] = [];
      await context.route(
        (url) => url.origin !== origin,
        (route) => {
          offSite.push(route.request().url());
          return route.abort();
        },
      );

      await page.goto(`${origin}${address}`);
      await page.waitForLoadState('networkidle');

      expect(new URL(page.url()).origin).toBe(origin);
      expect(offSite).toEqual([]);
      for (const link of await page.locator('a[hreflang]').all()) {
        const href = (await link.getAttribute('href')) as string;
        expect(new URL(href, page.url()).origin, href).toBe(origin);
      }
    });
  }
});
