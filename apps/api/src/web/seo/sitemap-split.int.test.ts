import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMedication } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * Three addresses per file instead of 50,000, so five drugs prove the split. Each drug has a page
 * in English and in Spanish: with an odd limit, a drug's two pages fall in different files.
 */
vi.mock('./sitemap-limits', () => ({ URLS_PER_SITEMAP: 3 }));

/** Lets a test take the catalogue out of memory, so the sitemaps are read from the database. */
const memory = vi.hoisted(() => ({ off: false }));
vi.mock('../../modules/medications/search-index/catalog-cache', async (importOriginal) => {
  const { catalogCacheWithMemorySwitch } = await import('../../test/catalog-memory');
  return catalogCacheWithMemorySwitch(await importOriginal(), memory);
});

const APP_URL = 'https://club.example.com';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemaps split at the per-file limit', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ APP_URL });
    for (const name of ['Eliquis', 'Amlodipine', 'Metformin', 'Budesonide', 'Crestor']) {
      await createMedication(ctx.database.db, { display_name: name });
    }
    // A second strength is the same page: still five drugs, ten addresses.
    await createMedication(ctx.database.db, { display_name: 'Metformin', strength: '1,000 mg' });
  });
  afterAll(async () => {
    memory.off = false;
    await ctx.close();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  // The database first: files are kept per catalogue version, whichever source made them.
  it.each([
    ['from the database while the catalogue is not in memory', true],
    ['from the catalogue in memory', false],
  ])(
    '%s, when there are more drug pages than a file holds, then the index names one file per part',
    async (_name, off) => {
      memory.off = off;
      // The sitemaps never wait for the catalogue to load; once it has, they answer from it.
      if (!off) await get('/api/v1/medications?limit=1');
      expect(locs((await get('/sitemap.xml')).body)).toEqual([
        `${APP_URL}/sitemaps/pages.xml`,
        `${APP_URL}/sitemaps/medications-1.xml`,
        `${APP_URL}/sitemaps/medications-2.xml`,
        `${APP_URL}/sitemaps/medications-3.xml`,
        `${APP_URL}/sitemaps/medications-4.xml`,
      ]);
      const parts = [];
      for (const n of [1, 2, 3, 4]) parts.push(locs((await get(`/sitemaps/medications-${n}.xml`)).body));
      expect(parts).toEqual([
        [`${APP_URL}/drugs/amlodipine`, `${APP_URL}/es/drugs/amlodipine`, `${APP_URL}/drugs/budesonide`],
        [`${APP_URL}/es/drugs/budesonide`, `${APP_URL}/drugs/crestor`, `${APP_URL}/es/drugs/crestor`],
        [`${APP_URL}/drugs/eliquis`, `${APP_URL}/es/drugs/eliquis`, `${APP_URL}/drugs/metformin`],
        [`${APP_URL}/es/drugs/metformin`],
      ]);
      expect((await get('/sitemaps/medications-5.xml')).statusCode).toBe(404);
      memory.off = false;
    },
  );

  it('when the catalogue grows past a boundary, then the index names the new file', async () => {
    await createMedication(ctx.database.db, { display_name: 'Zolpidem' });
    await get('/api/v1/medications?limit=1');
    expect(locs((await get('/sitemap.xml')).body)).not.toContain(`${APP_URL}/sitemaps/medications-5.xml`);
    expect(locs((await get('/sitemaps/medications-4.xml')).body)).toEqual([
      `${APP_URL}/es/drugs/metformin`,
      `${APP_URL}/drugs/zolpidem`,
      `${APP_URL}/es/drugs/zolpidem`,
    ]);
    await createMedication(ctx.database.db, { display_name: 'Zyrtec' });
    await get('/api/v1/medications?limit=1');
    expect(locs((await get('/sitemap.xml')).body)).toContain(`${APP_URL}/sitemaps/medications-5.xml`);
    expect(locs((await get('/sitemaps/medications-5.xml')).body)).toEqual([
      `${APP_URL}/drugs/zyrtec`,
      `${APP_URL}/es/drugs/zyrtec`,
    ]);
  });
});
