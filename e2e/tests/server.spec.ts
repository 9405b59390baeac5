import { expect, test } from './support/test';

test.describe('the production server', () => {
  test('serves index.html with no-cache and hashed assets as immutable, compressed', async ({ request }) => {
    const index = await request.get('/faq');
    expect(index.status()).toBe(200);
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const js = await request.get(asset as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.status()).toBe(200);
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers()['content-encoding']).toBe('gzip');
    // A browser takes Brotli: it gets the build's Brotli copy of the same file.
    const br = await request.get(asset as string, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers().vary).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(await js.text());
  });

  test('answers unknown API paths with JSON, never the web app', async ({ request }) => {
    const res = await request.get('/api/v1/no-such-thing');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });

  test('serves the seeded catalogue', async ({ request }) => {
    const products = await (await request.get('/api/v1/products')).json();
    expect(products.products.map((p: { name: string }) => p.name)).toEqual(['Individual', 'Partner/Pet', 'Family']);
    const meds = await (await request.get('/api/v1/medications?limit=50&has_prices=true')).json();
    expect(meds.total).toBeGreaterThanOrEqual(300);
    const faqs = await (await request.get('/api/v1/faqs')).json();
    expect(faqs.faqs.length).toBeGreaterThanOrEqual(15);
  });
});
