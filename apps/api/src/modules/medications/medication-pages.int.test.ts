import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { medications } from '../../db/schema';
import { createMedication } from '../../test/factories';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bumpCatalogVersion } from './catalog-io/catalog-import';
import { listMedicationPageSlugs, readMedicationPage } from './medication-pages';
import { createCatalogCache } from './search-index/catalog-cache';

/** Lets a test take the catalogue out of memory, so the routes answer from the database. */
const memory = vi.hoisted(() => ({ off: false }));
vi.mock('./search-index/catalog-cache', async (importOriginal) => {
  const { catalogCacheWithMemorySwitch } = await import('../../test/catalog-memory');
  return catalogCacheWithMemorySwitch(await importOriginal(), memory);
});

type Page = {
  slug: string;
  display_name: string;
  brand_name: string | null;
  medication_type: string;
  medications: { id: number; form: string; strength: string; pricings: { day_supply: number | null }[] }[];
};

describe('GET /medications/pages/:slug', () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    // Out of order on purpose: the page orders by form, then by the strength's amount.
    for (const strength of ['40 mg', '10 mg', '80 mg', '20 mg']) {
      ids[strength] = (await createMedication(db, { display_name: 'Atorvastatin', strength })).id;
    }
    ids.chewable = (
      await createMedication(db, { display_name: 'Atorvastatin', strength: '5 mg', form: 'chewable tablet' }, [
        { day_supply: 30, cash_cents: 3000, member_cents: 800 },
        { day_supply: null, quantity: 60, cash_cents: 5000, member_cents: 1500 },
        { day_supply: 90, cash_cents: 8000, member_cents: 2000 },
      ])
    ).id;
    ids.unpriced = (await createMedication(db, { display_name: 'Atorvastatin', strength: '60 mg' }, [])).id;
    const retired = await createMedication(db, { display_name: 'Atorvastatin', strength: '30 mg' });
    await db.update(medications).set({ retiredAt: sql`now()` }).where(eq(medications.id, retired.id));
    await bumpCatalogVersion(db);
    await createMedication(db, { display_name: 'Lipitor', brand_name: 'Lipitor', medication_type: 'brand' });
    await createMedication(db, { display_name: 'Crème Éclair', strength: '1%', form: 'cream' }, []);
    await createMedication(db, { display_name: 'Crème Éclair', strength: '2%', form: 'cream' }, []);
  });
  afterAll(async () => {
    memory.off = false;
    await ctx.close();
  });

  const get = (slug: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/medications/pages/${slug}`, headers });

  describe.each([
    ['from the catalogue in memory', false],
    ['from the database while the catalogue is not in memory', true],
  ])('%s', (_name, fromDatabase) => {
    beforeAll(() => {
      memory.off = fromDatabase;
    });

    it('when a drug has several strengths and forms, then the page has each priced one, by form then strength', async () => {
      const res = await get('atorvastatin');
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page;
      expect(page).toMatchObject({
        slug: 'atorvastatin',
        display_name: 'Atorvastatin',
        brand_name: null,
        medication_type: 'generic',
      });
      expect(page.medications.map((m) => [m.form, m.strength])).toEqual([
        ['chewable tablet', '5 mg'],
        ['tablet', '10 mg'],
        ['tablet', '20 mg'],
        ['tablet', '40 mg'],
        ['tablet', '80 mg'],
      ]);
      // Every pack, not only the 30-day one; the unpriced 60 mg and the retired 30 mg are left out.
      expect(page.medications[0]?.pricings.map((p) => p.day_supply)).toEqual([30, 90, null]);
      expect(page.medications.map((m) => m.id)).not.toContain(ids.unpriced);
    });

    it('then each medication is exactly what GET /medications/:id answers for a visitor', async () => {
      const page = (await get('atorvastatin')).json() as Page;
      for (const medication of page.medications) {
        const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/medications/${medication.id}` });
        expect(medication).toEqual(detail.json().medication);
      }
    });

    it('when none of a name’s medications has a price, then the page still answers, without prices', async () => {
      const res = await get('creme-eclair');
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page;
      expect(page.display_name).toBe('Crème Éclair');
      expect(page.medications.map((m) => [m.strength, m.pricings])).toEqual([
        ['1%', []],
        ['2%', []],
      ]);
    });

    it('names the brand when every medication on the page is that brand', async () => {
      expect((await get('lipitor')).json()).toMatchObject({ brand_name: 'Lipitor', medication_type: 'brand' });
    });

    it.each([
      'no-such-drug',
      'Atorvastatin',
      'atorvastatin-',
      'atorva--statin',
      'cr%C3%A8me-eclair',
      `${'a'.repeat(200)}`,
    ])('answers %s with the 404 error shape', async (slug) => {
      const res = await get(slug);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Medication not found' });
    });

    it('is public, even for a signed-in member (the page has no bookmarks)', async () => {
      const visitor = await get('atorvastatin');
      expect(visitor.headers['cache-control']).toBe('public, max-age=30');
      const { token } = await signInThroughLocalProvider(ctx, { email: `pages-${fromDatabase}@example.com` });
      const member = await get('atorvastatin', bearer(token));
      expect(member.headers['cache-control']).toBe('public, max-age=30');
      expect(member.body).toBe(visitor.body);
    });
  });

  it('answers the same bytes from memory and from the database', async () => {
    for (const slug of ['atorvastatin', 'creme-eclair', 'lipitor']) {
      memory.off = false;
      const fromMemory = await get(slug);
      memory.off = true;
      const fromDatabase = await get(slug);
      expect(fromDatabase.body, slug).toBe(fromMemory.body);
    }
    memory.off = false;
  });

  it('from memory, tags the answer with the catalogue version: 304 while it holds, a new tag after a change', async () => {
    const first = await get('atorvastatin');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get('atorvastatin', { 'if-none-match': etag })).statusCode).toBe(304);

    const added = await createMedication(ctx.database.db, { display_name: 'Atorvastatin', strength: '2.5 mg' });
    const after = await get('atorvastatin', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as Page).medications.map((m) => m.id).slice(0, 3)).toEqual([
      ids.chewable,
      added.id,
      ids['10 mg'],
    ]);
  });

  it('from the database, answers without a tag (it names no catalogue version)', async () => {
    memory.off = true;
    const res = await get('atorvastatin');
    memory.off = false;
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });

  it('gives other parts of the app the same page and the sorted slugs, in process', async () => {
    const catalog = createCatalogCache(ctx.database.db);
    const versions: number[] = [];
    try {
      expect(await catalog.current()).not.toBeNull();
      for (const off of [false, true]) {
        memory.off = off;
        const page = await readMedicationPage(catalog, ctx.database.db, 'atorvastatin');
        expect(page).toEqual((await get('atorvastatin')).json());
        expect(await readMedicationPage(catalog, ctx.database.db, 'Atorvastatin')).toBeNull();
        expect(await readMedicationPage(catalog, ctx.database.db, 'no-such-drug')).toBeNull();
        const { slugs, version } = await listMedicationPageSlugs(catalog, ctx.database.db);
        expect(slugs).toEqual(['atorvastatin', 'creme-eclair', 'lipitor']);
        versions.push(version);
      }
      // The database's answer names the version the catalogue in memory is of.
      expect(versions[1]).toBe(versions[0]);
    } finally {
      memory.off = false;
      await catalog.close();
    }
  });
});
