/**
 * The sitemaps protocol's limit per file (https://www.sitemaps.org/protocol.html): 50,000 URLs
 * and 50 MB uncompressed. 50,000 drug addresses of even 500 characters each stay under 30 MB,
 * so the URL count is the limit that splits. Its own module so a test can lower it.
 */
export const URLS_PER_SITEMAP = 50_000;
