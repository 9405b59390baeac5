import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_COLUMNS } from '../../modules/medications';
import { importCatalogCsv } from '../../modules/medications/catalog-io/catalog-import';
import { createMedication } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createWebBuild } from '../../test/web-build';

const APP_URL = 'https://club.example.com';
const XML = 'application/xml; charset=utf-8';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt and the sitemaps', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ APP_URL });
    const db = ctx.database.db;
    await createMedication(db, { display_name: 'Atorvastatin', strength: '10 mg' });
    await createMedication(db, { display_name: 'Atorvastatin', strength: '20 mg' });
    await createMedication(db, { display_name: 'Salt & Pepper <Extra>' });
    await createMedication(db, { display_name: 'Crème' }, []);
    await createMedication(db, { display_name: '—' });
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('serves robots.txt: everything allowed but member, operator and API paths (in every language), and the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /billing',
        'Disallow: /member/',
        'Disallow: /admin',
        'Disallow: /counter',
        'Disallow: /es/dashboard',
        'Disallow: /es/billing',
        'Disallow: /es/member/',
        'Disallow: /es/admin',
        'Disallow: /es/counter',
        'Disallow: /api/',
        'Disallow: /dev/',
        '',
        'Sitemap: https://club.example.com/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('serves /sitemap.xml as a sitemap index of the public pages and the drug pages', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XML);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://club.example.com/sitemaps/pages.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://club.example.com/sitemaps/medications-1.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('lists the public content pages in English and Spanish, absolute, and none of the sign-in, member or message pages', async () => {
    const res = await get('/sitemaps/pages.xml');
    expect(res.headers['content-type']).toBe(XML);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/);
    expect(locs(res.body)).toEqual(
      ['/', '/drug-pricing', '/faq', '/register', '/terms', '/privacy', '/disclaimer', '/partners'].flatMap((page) => [
        `${APP_URL}${page}`,
        `${APP_URL}/es${page}`,
      ]),
    );
  });

  it('lists every drug page once in each language, sorted, names with & and < turned into plain slugs', async () => {
    const res = await get('/sitemaps/medications-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XML);
    expect(res.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://club.example.com/drugs/atorvastatin</loc></url>\n' +
        '<url><loc>https://club.example.com/es/drugs/atorvastatin</loc></url>\n' +
        '<url><loc>https://club.example.com/drugs/creme</loc></url>\n' +
        '<url><loc>https://club.example.com/es/drugs/creme</loc></url>\n' +
        '<url><loc>https://club.example.com/drugs/salt-pepper-extra</loc></url>\n' +
        '<url><loc>https://club.example.com/es/drugs/salt-pepper-extra</loc></url>\n' +
        '</urlset>\n',
    );
    for (const loc of locs(res.body)) {
      const slug = (loc as string).split('/').pop() as string;
      expect((await get(`/api/v1/medications/pages/${slug}`)).statusCode, slug).toBe(200);
    }
  });

  it.each([
    'medications-2.xml',
    'medications-0.xml',
    'medications-01.xml',
    'medications-1',
    'sitemap.xml',
    'other.xml',
  ])('answers /sitemaps/%s with 404', async (file) => {
    const res = await get(`/sitemaps/${file}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No such sitemap' });
  });

  it('lets crawlers revalidate (ETag, 304) and sends the bytes compressed when asked', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/medications-1.xml']) {
      const plain = await get(url);
      const etag = plain.headers.etag as string;
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(304);
    }
    // Enough addresses to pass the 1 KB below which answers go out uncompressed.
    await createMedications(40);
    const plain = await get('/sitemaps/medications-1.xml');
    expect(locs(plain.body)).toHaveLength(86);
    const gzipped = await get('/sitemaps/medications-1.xml', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe(XML);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('when a catalogue import adds a drug, then its page and its sitemap entry appear at once', async () => {
    const before = await get('/sitemap.xml');
    const line = 'Quexidrel,,quexidrel,10 mg,tablet,generic,For the sitemap test.,false,30,tablets,30,12.00,,1.00';
    await importCatalogCsv(ctx.database.db, [CATALOG_COLUMNS.join(','), line].join('\n'));

    const page = await get('/api/v1/medications/pages/quexidrel');
    expect(page.statusCode).toBe(200);
    expect(page.json().medications[0].pricings[0]).toMatchObject({ day_supply: 30, cash_price: 12 });
    const sitemap = await get('/sitemaps/medications-1.xml');
    expect(locs(sitemap.body)).toContain(`${APP_URL}/drugs/quexidrel`);
    // The index still names the same files, so its tag (made from its bytes) still holds.
    expect((await get('/sitemap.xml', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(304);
  });

  /** Drug names that sort after the others ("Zz…"), each its own page. */
  async function createMedications(count: number) {
    for (let i = 0; i < count; i++) {
      await createMedication(ctx.database.db, { display_name: `Zz Drug ${String(i).padStart(3, '0')}` });
    }
  }
});

describe('robots.txt and the sitemaps beside the web app', () => {
  let ctx: TestContext;
  let build: ReturnType<typeof createWebBuild>;

  beforeAll(async () => {
    // A stale robots.txt in the build must not win over the API's.
    build = createWebBuild({ files: { 'robots.txt': 'User-agent: *\nDisallow: /\n' } });
    ctx = await createTestApp({ APP_URL, WEB_DIST_DIR: build.webDistDir });
    await createMedication(ctx.database.db, { display_name: 'Metformin' });
  });
  afterAll(async () => {
    await ctx?.close();
    build.remove();
  });

  it('answers them itself, ahead of the web app’s files and its pages', async () => {
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://club.example.com/sitemap.xml');
    const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.headers['content-type']).toBe(XML);
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemaps/medications-1.xml' });
    expect(locs(sitemap.body)).toEqual([`${APP_URL}/drugs/metformin`, `${APP_URL}/es/drugs/metformin`]);
    const missing = await ctx.app.inject({ method: 'GET', url: '/sitemaps/medications-2.xml' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'No such sitemap' });
  });
});
