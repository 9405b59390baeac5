import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { seedPlans } from '../../db/seed/seed';
import { loadPlanSeeds } from '../../db/seed/seed-data';
import { createTestApp, type TestContext } from '../../test/test-app';

type Listed = { id: number; name: string; description: string; features: unknown[]; deal_text: string | null };

describe('GET /products in Spanish (?locale=es)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedPlans(ctx.database.db, loadPlanSeeds());
  });
  afterAll(() => ctx.close());

  const list = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().products as (Listed & Record<string, unknown>)[];
  };
  /** A price but its renewal terms, which are worded in the answer's language. */
  const priceButWords = ({ renewal_terms, ...rest }: Record<string, unknown>) => rest;
  /** Everything of a plan but its words, which must be the same in every language. */
  const allButWords = ({
    name,
    description,
    features,
    deal_text,
    cta_text,
    prices,
    ...rest
  }: Record<string, unknown>) => ({
    ...rest,
    prices: (prices as Record<string, unknown>[]).map(priceButWords),
  });

  it('names and describes the seeded plans in Spanish, with the same ids, prices and order', async () => {
    const [english, spanish] = [await list('/api/v1/products'), await list('/api/v1/products?locale=es')];
    expect(spanish.map((p) => p.name)).toEqual(['Individual', 'Pareja/Mascota', 'Familiar']);
    expect(spanish.map(allButWords)).toEqual(english.map(allButWords));
    const family = spanish[2]!;
    expect(family.description).toBe('Ahorro en medicamentos recetados para todo su hogar: usted y hasta 5 familiares.');
    expect(family.deal_text).toBe('La mejor opción para su hogar');
    expect(family.features).toContainEqual({
      markdown_content: 'Lo cubre **a usted y hasta 5** familiares',
      prefix_icon: 'star',
      hint_text: 'Cada miembro recibe su propia tarjeta digital y su propio número de miembro.',
    });
    expect(spanish[0]!.features).toContainEqual(
      expect.objectContaining({ hint_text: expect.stringContaining('Esto no es un seguro.') }),
    );
    expect(english.map((p) => p.name)).toEqual(['Individual', 'Partner/Pet', 'Family']);
  });

  it('gets one plan in Spanish', async () => {
    const [, , family] = await list('/api/v1/products');
    const one = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${family!.id}?locale=es` });
    const product = one.json().product;
    expect(product).toMatchObject({ id: family!.id, name: 'Familiar' });
    expect(allButWords(product)).toEqual(allButWords(family!));
    expect(product.prices[0].renewal_terms).toMatch(/^Paga /);
  });

  it('falls back to the English word by word where the translation has none, never to a blank', async () => {
    const [individual] = await ctx.database.db.select().from(products).where(eq(products.slug, 'individual'));
    await ctx.database.db
      .update(products)
      .set({
        // A name only: the rest is English. Blank or malformed words count as missing.
        translations: {
          es: { name: 'Plan individual', description: '  ', features: [], dealText: null, ctaText: null },
        },
        dealText: 'Best for one',
      })
      .where(eq(products.id, individual!.id));
    await expect
      .poll(async () => (await list('/api/v1/products?locale=es'))[0]?.name, { timeout: 5_000, interval: 250 })
      .toBe('Plan individual');
    const [spanish] = await list('/api/v1/products?locale=es');
    expect(spanish).toMatchObject({
      name: 'Plan individual',
      description: individual!.description,
      features: individual!.features,
      deal_text: 'Best for one',
      cta_text: null,
    });
  });

  it('refuses a language it does not have with 400', async () => {
    for (const url of ['/api/v1/products?locale=pt', '/api/v1/products/1?locale=spanish']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: 'locale must be one of en, es' });
    }
  });

  it('keeps each language its own answer and ETag', async () => {
    const english = await ctx.app.inject({ method: 'GET', url: '/api/v1/products?locale=en' });
    const spanish = await ctx.app.inject({ method: 'GET', url: '/api/v1/products?locale=es' });
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    const crossed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/products?locale=es',
      headers: { 'if-none-match': english.headers.etag as string },
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().products[2].name).toBe('Familiar');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { 'if-none-match': english.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
