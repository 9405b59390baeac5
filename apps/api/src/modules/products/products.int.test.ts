import { type Price, type Product, renewalTerms } from '@arx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlans } from '../../db/seed/seed';
import { loadPlanSeeds } from '../../db/seed/seed-data';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('GET /products', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedPlans(ctx.database.db, loadPlanSeeds());
  });
  afterAll(() => ctx.close());

  it('lists the three plans in order with monthly and yearly prices (yearly = 11 × monthly)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(res.statusCode).toBe(200);
    const { products } = res.json();
    expect(products.map((p: { name: string }) => p.name)).toEqual(['Individual', 'Partner/Pet', 'Family']);
    for (const product of products) {
      const month = product.prices.find((p: { billing_interval: string }) => p.billing_interval === 'month');
      const year = product.prices.find((p: { billing_interval: string }) => p.billing_interval === 'year');
      expect(Math.round(year.price_per_unit * 100)).toBe(Math.round(month.price_per_unit * 100) * 11);
      expect(year.monthly_cost).toBeCloseTo(year.price_per_unit / 12, 2);
      expect(product.yearly_savings).toBeCloseTo(month.price_per_unit, 2);
      expect(product.yearly_savings_percentage).toBe(8);
      expect(month.formatted_price).toMatch(/^\$\d+\.\d{2}$/);
    }
  });

  it('words each price’s automatic-renewal terms in the language asked, as checkout records them', async () => {
    const english = (await ctx.app.inject({ method: 'GET', url: '/api/v1/products' })).json().products;
    const spanish = (await ctx.app.inject({ method: 'GET', url: '/api/v1/products?locale=es' })).json().products;
    const family = (products: Product[]) => products.find((p) => p.plan_type === 'family') as Product;
    const price = (product: Product, interval: string) =>
      product.prices.find((p) => p.billing_interval === interval) as Price;
    for (const interval of ['month', 'year'] as const) {
      const en = price(family(english), interval);
      const es = price(family(spanish), interval);
      expect(en.renewal_terms).toBe(
        renewalTerms({ amount: en.price_per_unit, interval, trialDays: en.trial_days }, 'en'),
      );
      expect(es.renewal_terms).toBe(
        renewalTerms({ amount: es.price_per_unit, interval, trialDays: es.trial_days }, 'es'),
      );
    }
    expect(price(family(english), 'month').renewal_terms).toMatch(
      /^\$24\.99 today, then every month\. Your membership renews automatically until you cancel\./,
    );
    expect(price(family(english), 'year').renewal_terms).toContain('We e-mail you 30 days before each yearly renewal.');
    expect(price(family(spanish), 'month').renewal_terms).toMatch(/^Paga \$24\.99 hoy y luego \$24\.99 cada mes\./);
  });

  it('marks Family popular, and plans for more than one person as family-eligible', async () => {
    const { products } = (await ctx.app.inject({ method: 'GET', url: '/api/v1/products' })).json();
    const byName = Object.fromEntries(products.map((p: { name: string }) => [p.name, p]));
    expect(byName.Family).toMatchObject({ popular: true, max_members: 6, family_plan_eligible: true });
    expect(byName['Partner/Pet']).toMatchObject({ popular: false, max_members: 2, family_plan_eligible: true });
    expect(byName.Individual).toMatchObject({ popular: false, max_members: 1, family_plan_eligible: false });
  });

  it('carries features both as plain strings and as rich items', async () => {
    const { products } = (await ctx.app.inject({ method: 'GET', url: '/api/v1/products' })).json();
    for (const product of products) {
      expect(product.features.some((f: unknown) => typeof f === 'string')).toBe(true);
      expect(
        product.features.some(
          (f: unknown) => typeof f === 'object' && f !== null && 'markdown_content' in f && 'prefix_icon' in f,
        ),
      ).toBe(true);
    }
  });

  it('lets caches keep the plans and revalidate them with their ETag', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const etag = res.headers.etag as string;
    const again = await ctx.app.inject({ method: 'GET', url: '/api/v1/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/products/${res.json().products[0].id}`,
      headers: { 'if-none-match': etag },
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers.etag).not.toBe(etag);
  });

  it('gets one plan, 404 for an unknown id, 400 for a bad id', async () => {
    const { products } = (await ctx.app.inject({ method: 'GET', url: '/api/v1/products' })).json();
    const one = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${products[2].id}` });
    expect(one.json().product.name).toBe('Family');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Plan not found' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });
});
