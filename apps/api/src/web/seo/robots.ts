import { LOCALES, localePrefix } from '@arx/contracts/locales';

/**
 * Member, operator and API paths: nothing a search engine should list. /billing covers
 * /billing/success, /admin every back-office page; /dev/ is the local demo's own pages. The
 * app's pages exist under each language's prefix too (/es/dashboard).
 */
const APP_PATHS = ['/dashboard', '/billing', '/member/', '/admin', '/counter'];
const DISALLOWED = [
  ...LOCALES.flatMap((locale) => APP_PATHS.map((path) => `${localePrefix(locale)}${path}`)),
  '/api/',
  '/dev/',
];

/** robots.txt for the public origin, pointing crawlers at the sitemap index. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
