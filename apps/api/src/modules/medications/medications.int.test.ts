import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMedication } from '../../test/factories';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('GET /medications', () => {
  let ctx: TestContext;
  let ids: Record<string, number>;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const lipitor = await createMedication(db, {
      display_name: 'Atorvastatin',
      brand_name: 'Lipitor',
      generic_name: 'atorvastatin calcium',
      strength: '20 mg',
      highlighted: true,
      full_description: 'Statin that lowers LDL cholesterol.',
    });
    const metformin = await createMedication(db, {
      display_name: 'Metformin',
      generic_name: 'metformin hydrochloride',
      strength: '500 mg',
      form: 'extended-release tablet',
    });
    const eliquis = await createMedication(
      db,
      {
        display_name: 'Eliquis',
        brand_name: 'Eliquis',
        generic_name: 'apixaban',
        strength: '5 mg',
        medication_type: 'brand',
      },
      [{ day_supply: 30, cash_cents: 60000, member_cents: 52000, competitor_cents: 57000 }],
    );
    const unpriced = await createMedication(db, { display_name: 'Amlodipine', strength: '5 mg' }, []);
    const odd = await createMedication(
      db,
      { display_name: 'Budesonide', strength: '0.5 mg/2 mL', form: 'inhalation suspension' },
      [
        { day_supply: null, quantity: 60, cash_cents: 9000, member_cents: 3000 },
        { day_supply: 28, quantity: 56, cash_cents: 8000, member_cents: 2500 },
      ],
    );
    ids = { lipitor: lipitor.id, metformin: metformin.id, eliquis: eliquis.id, unpriced: unpriced.id, odd: odd.id };
  });
  afterAll(() => ctx.close());

  const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/medications${query}` });

  it('lists medications sorted by display name with their pricings', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.medications.map((m: { display_name: string }) => m.display_name)).toEqual([
      'Amlodipine',
      'Atorvastatin',
      'Budesonide',
      'Eliquis',
      'Metformin',
    ]);
    expect(body.total).toBe(5);
    const atorvastatin = body.medications[1];
    expect(atorvastatin).toMatchObject({ brand_name: 'Lipitor', is_bookmarked: false, highlighted: true });
    expect(atorvastatin.pricings[0]).toEqual({
      id: expect.any(Number),
      quantity: 30,
      quantity_unit: 'tablets',
      day_supply: 30,
      cash_price: 40,
      competitor_price: 15,
      savings_amount: 31,
      savings_percentage: 78,
      member_price: 9,
      formatted_cash_price: '$40.00',
      formatted_membership_discount: '$9.00',
    });
  });

  it('searches trimmed and case-insensitively over names, brand, strength, form and description', async () => {
    const names = async (q: string) =>
      (await get(`?search=${encodeURIComponent(q)}`)).json().medications.map((m: { id: number }) => m.id);
    expect(await names('  LIPITOR ')).toEqual([ids.lipitor]);
    expect(await names('apixaban')).toEqual([ids.eliquis]);
    expect(await names('extended-release')).toEqual([ids.metformin]);
    expect(await names('cholesterol')).toEqual([ids.lipitor]);
    expect(await names('500 mg')).toEqual([ids.metformin]);
    expect(await names('atorvastatin 20')).toEqual([ids.lipitor]);
    expect(await names('100%')).toEqual([]);
    expect(await names('   ')).toHaveLength(5);
  });

  it('keeps highlighted medications only when asked', async () => {
    const res = await get('?highlighted=true&limit=12');
    expect(res.json().medications.map((m: { id: number }) => m.id)).toEqual([ids.lipitor]);
  });

  it('drops medications without prices when has_prices is true', async () => {
    const body = (await get('?has_prices=true&limit=50')).json();
    expect(body.medications.map((m: { id: number }) => m.id)).not.toContain(ids.unpriced);
    expect(body.total).toBe(4);
  });

  it('filters pricings by day supply, keeping null and other supplies (docs/product.md §5)', async () => {
    const body = (await get('?day_supply=90&has_prices=true')).json();
    const byId = new Map(
      body.medications.map((m: { id: number; pricings: { day_supply: number | null }[] }) => [m.id, m]),
    );
    expect((byId.get(ids.lipitor) as { pricings: { day_supply: number }[] }).pricings.map((p) => p.day_supply)).toEqual(
      [90],
    );
    expect(byId.has(ids.eliquis)).toBe(false);
    expect(
      (byId.get(ids.odd) as { pricings: { day_supply: number | null }[] }).pricings.map((p) => p.day_supply),
    ).toEqual([28, null]);
  });

  it('pages with limit and offset', async () => {
    const body = (await get('?limit=2&offset=1')).json();
    expect(body.medications.map((m: { display_name: string }) => m.display_name)).toEqual([
      'Atorvastatin',
      'Budesonide',
    ]);
    expect(body.total).toBe(5);
    const past = (await get('?limit=2&offset=50')).json();
    expect(past).toEqual({ medications: [], total: 5 });
  });

  it.each([
    ['?limit=-1', 'limit must be at least 1'],
    ['?limit=abc', 'limit must be a whole number'],
    ['?limit=1000', 'limit must be at most 100'],
    ['?day_supply=7', 'day_supply must be 30 or 90'],
    ['?highlighted=yes', 'highlighted must be true or false'],
    [`?search=${'a'.repeat(10_000)}`, 'search must be at most 100 characters'],
  ])('answers %s with a clear 400', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message, errors: [message] });
  });

  it('gets one medication, 404 for an unknown id and 400 for a non-number', async () => {
    expect((await get(`/${ids.eliquis}`)).json().medication.display_name).toBe('Eliquis');
    expect((await get('/999999')).statusCode).toBe(404);
    expect((await get('/999999')).json()).toEqual({ code: 'not_found', message: 'Medication not found' });
    expect((await get('/abc')).statusCode).toBe(400);
  });

  it('suggests names for type-ahead and rejects an empty query', async () => {
    const res = await get('/search?q=ator');
    expect(res.json().medications).toEqual([
      {
        id: ids.lipitor,
        display_name: 'Atorvastatin',
        brand_name: 'Lipitor',
        generic_name: 'atorvastatin calcium',
        strength: '20 mg',
        form: 'tablet',
      },
    ]);
    expect((await get('/search?q=%20%20')).statusCode).toBe(400);
  });

  it('lets caches keep a visitor answer (ETag, 304) but never a member answer', async () => {
    for (const path of ['?search=ator', `/${ids.eliquis}`, '/search?q=ator', '/form_types', '/day_supply_options']) {
      const res = await get(path);
      expect(res.headers['cache-control'], path).toBe('public, max-age=30');
      const etag = res.headers.etag as string;
      expect(etag, path).toMatch(/^W\/".+"$/);
      const again = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/medications${path}`,
        headers: { 'if-none-match': `W/"other", ${etag}` },
      });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
    }
    const { token } = await signInThroughLocalProvider(ctx, { email: 'caching@example.com' });
    for (const path of ['?search=ator', `/${ids.eliquis}`]) {
      const member = await ctx.app.inject({ method: 'GET', url: `/api/v1/medications${path}`, headers: bearer(token) });
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('private, no-store');
      expect(member.headers.etag).toBeUndefined();
      expect(member.headers.vary).toMatch(/authorization/i);
    }
  });

  it('lists medication types, form types and day supply options', async () => {
    expect((await get('/medication_types')).json()).toEqual({ medication_types: ['brand', 'generic'] });
    expect((await get('/form_types')).json().form_types).toEqual([
      'extended-release tablet',
      'inhalation suspension',
      'tablet',
    ]);
    expect((await get('/day_supply_options')).json()).toEqual({ day_supply_options: [30, 90], default: 30 });
  });
});
