const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data: the protocol asks for every URL entity-escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** `<tag><loc>…</loc></tag>` per address inside `<root>`: one join, so 50,000 cost milliseconds. */
function listXml(root: string, tag: string, locs: Iterable<string>): string {
  const parts = [DECLARATION, `<${root} xmlns="${NAMESPACE}">\n`];
  for (const loc of locs) parts.push(`<${tag}><loc>${escapeXml(loc)}</loc></${tag}>\n`);
  parts.push(`</${root}>\n`);
  return parts.join('');
}

/** A sitemap: the pages' absolute addresses. No lastmod: we hold no real date for a page. */
export function urlsetXml(locs: Iterable<string>): string {
  return listXml('urlset', 'url', locs);
}

/** A sitemap index: the addresses of the sitemaps. */
export function sitemapIndexXml(locs: Iterable<string>): string {
  return listXml('sitemapindex', 'sitemap', locs);
}
