/**
 * Member, operator and API paths: nothing a search engine should list. /billing covers
 * /billing/success, /admin every back-office page; /dev/ is the local demo's own pages.
 */
const DISALLOWED = ['/dashboard', '/billing', '/member/', '/admin', '/counter', '/api/', '/dev/'];

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
