// The sitemaps a crawler reads, timed on a freshly started server: the first request for the
// medications' sitemap (the server builds it from the whole catalogue) and a second one, then
// the sitemap index likewise, the other files the index names once each, and robots.txt.
import { get, MEDICATION_PAGE } from './pages.mjs';

/** What a crawler sends (Googlebot takes gzip, deflate and br). */
export const CRAWLER_HEADERS = {
  accept: 'application/xml,text/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'arx-bench (sitemaps)',
};

export const MEDICATIONS_SITEMAP = '/sitemaps/medications-1.xml';
export const SITEMAP_INDEX = '/sitemap.xml';
export const PAGES_SITEMAP = '/sitemaps/pages.xml';

// The sitemap protocol's limits for one file (sitemaps.org): 50,000 URLs, 50 MB uncompressed.
const MAX_URLS = 50_000;
const MAX_BYTES = 52_428_800;

/** Whether an answer is the XML it should be (`urlset` or `sitemapindex`), and the URLs it lists. */
function checkXml(answer, root) {
  const misses = [];
  if (answer.status < 200 || answer.status > 299) {
    misses.push(`answered ${answer.status}`);
    return { locs: [], misses };
  }
  const xml = answer.body.toString('utf8');
  if (!/xml/i.test(answer.contentType)) misses.push(`content-type ${answer.contentType || 'none'}, not XML`);
  if (!new RegExp(`<${root}[\\s>]`).test(xml)) {
    misses.push(/<html[\s>]/i.test(xml) ? 'an HTML page (the web app?), not a sitemap' : `no <${root}> element`);
  }
  const locs = [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  if (root === 'urlset' && locs.length > MAX_URLS) misses.push(`${locs.length} URLs (the protocol allows ${MAX_URLS})`);
  if (answer.bytes > MAX_BYTES) misses.push(`${answer.bytes} bytes uncompressed (the protocol allows 50 MB)`);
  return { locs, misses };
}

const pathOf = (loc) => {
  try {
    return new URL(loc).pathname;
  } catch {
    return loc;
  }
};

async function fetchTimed(origin, path, root, repeat) {
  const row = { path, root, requests: [] };
  for (let i = 0; i < repeat; i++) {
    try {
      const answer = await get(origin, path, CRAWLER_HEADERS);
      const { locs, misses } = checkXml(answer, root);
      row.requests.push({
        status: answer.status,
        contentType: answer.contentType,
        encoding: answer.encoding,
        sentBytes: answer.sentBytes,
        bytes: answer.bytes,
        firstByteMs: answer.firstByteMs,
        totalMs: answer.totalMs,
        urls: locs.length,
        misses,
      });
      if (i === 0) row.locs = locs;
    } catch (error) {
      row.requests.push({ error: error.message, misses: [error.message] });
    }
  }
  const [first, second] = row.requests;
  row.firstMs = first?.totalMs ?? null;
  row.secondMs = second?.totalMs ?? null;
  row.misses = first?.misses ?? [];
  return row;
}

/**
 * Run right after the server started (nothing has asked for a sitemap yet). The medications'
 * sitemap and the index are asked for twice each (first: cold, the server builds them; second:
 * what it keeps), the other files the index names once each; `robots.txt` once.
 */
export async function measureSitemaps(origin) {
  const rows = [
    await fetchTimed(origin, MEDICATIONS_SITEMAP, 'urlset', 2),
    await fetchTimed(origin, SITEMAP_INDEX, 'sitemapindex', 2),
  ];
  const index = rows[1];
  const named = (index.locs ?? []).map(pathOf);
  const missing = [PAGES_SITEMAP, MEDICATIONS_SITEMAP].filter((p) => index.misses.length === 0 && !named.includes(p));
  if (missing.length > 0) index.misses.push(`the index does not name ${missing.join(' or ')}`);
  const others = [...new Set([PAGES_SITEMAP, ...named])].filter((p) => p !== MEDICATIONS_SITEMAP).slice(0, 20);
  for (const path of others) rows.push(await fetchTimed(origin, path, 'urlset', 1));

  // Is the bench's medication page in a medications sitemap, and how many pages do they list?
  const medicationRows = rows.filter((r) => /^\/sitemaps\/medications-\d+\.xml$/.test(r.path) && r.misses.length === 0);
  const medicationUrls = medicationRows.reduce((n, r) => n + (r.locs?.length ?? 0), 0);
  const listsMedicationPage =
    medicationRows.length === 0 ? null : medicationRows.some((r) => r.locs.some((l) => pathOf(l) === MEDICATION_PAGE));
  const pagesRow = rows.find((r) => r.path === PAGES_SITEMAP);
  const pages = pagesRow?.misses.length === 0 ? pagesRow.locs.map(pathOf) : null;

  let robots;
  try {
    const answer = await get(origin, '/robots.txt', { ...CRAWLER_HEADERS, accept: 'text/plain,*/*;q=0.8' });
    const text = answer.body.toString('utf8');
    const sitemapLines = [...text.matchAll(/^\s*sitemap:\s*(\S+)/gim)].map((m) => m[1]);
    robots = {
      status: answer.status,
      contentType: answer.contentType,
      sitemaps: sitemapLines,
      namesIndex: sitemapLines.some((l) => pathOf(l) === SITEMAP_INDEX),
      totalMs: answer.totalMs,
    };
  } catch (error) {
    robots = { error: error.message };
  }
  for (const row of rows) delete row.locs;
  return { rows, medicationSitemaps: medicationRows.length, medicationUrls, listsMedicationPage, pages, robots };
}
