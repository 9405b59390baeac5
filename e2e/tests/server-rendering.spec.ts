import { watchHydration } from './support/hydration';
import { expect, test } from './support/test';

/**
 * The public pages come rendered by the server with their data (docs/decisions/0018-server-rendering.md):
 * their HTML alone holds what a person (or a search engine) reads, and the browser then takes
 * that HTML over without redrawing it, with no warning and nothing the Content-Security-Policy blocks.
 */

const PUBLIC_PAGES: { path: string; heading: RegExp | string }[] = [
  { path: '/', heading: 'ARX Savings Club' },
  { path: '/drug-pricing', heading: 'Savings Estimator' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/register', heading: 'Choose Your Savings Plan' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/disclaimer', heading: 'Disclaimer' },
  { path: '/partners', heading: /Partner with/ },
  { path: '/pass-expired', heading: /expired/ },
  { path: '/auth/error', heading: /went wrong/ },
  { path: '/drugs/atorvastatin', heading: 'Atorvastatin' },
];

/** The text of an HTML document without its tags, scripts and styles, whitespace collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

test.describe('the HTML the server sends', () => {
  test('each public page holds its heading, a title, description, canonical link and Open Graph tags of its own', async ({
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path, heading } of PUBLIC_PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      expect(h1 && visibleText(h1), path).toMatch(heading);
      const head = headOf(html);
      const title = /<title>([^<]+)<\/title>/.exec(head)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]+)"/.exec(head)?.[1] ?? '';
      expect(title, path).not.toBe('');
      expect(description, path).not.toBe('');
      titles.add(title);
      descriptions.add(description);
      expect(head, path).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"]+${path === '/' ? '/' : path}">`),
      );
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type']) {
        expect(head, `${path} ${property}`).toContain(`<meta property="${property}"`);
      }
      // The query state travels as data; every script the page has is a file or a data block.
      expect(html, path).toContain('<script type="application/json" id="arx-state">');
      for (const script of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(script, path).toMatch(/\bsrc="|type="application\/(ld\+)?json"/);
      }
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  test('home, the estimator, the FAQ and the plans hold their data: medications, prices, questions and plans', async ({
    request,
  }) => {
    const highlighted = (await (await request.get('/api/v1/medications?highlighted=true&limit=12')).json()) as {
      medications: { display_name: string }[];
    };
    const home = visibleText(await (await request.get('/')).text());
    expect(home).toContain('How It Works');
    expect(home).toContain('Real Member Savings');
    for (const medication of highlighted.medications.slice(0, 3)) expect(home).toContain(medication.display_name);

    const faqs = (await (await request.get('/api/v1/faqs')).json()) as { faqs: { question: string }[] };
    const faqPage = visibleText(await (await request.get('/faq')).text());
    for (const faq of faqs.faqs) expect(faqPage).toContain(faq.question.replace(/\s+/g, ' '));

    const list = (await (await request.get('/api/v1/medications?limit=50&has_prices=true&day_supply=30')).json()) as {
      medications: { display_name: string; pricings: { formatted_membership_discount: string }[] }[];
    };
    const estimator = visibleText(await (await request.get('/drug-pricing')).text());
    const first = list.medications[0]!;
    expect(estimator).toContain(first.display_name);
    expect(estimator).toContain(first.pricings[0]!.formatted_membership_discount);

    const searched = visibleText(await (await request.get('/drug-pricing?search=metformin')).text());
    expect(searched).toMatch(/Metformin/i);

    const plans = (await (await request.get('/api/v1/products')).json()) as { products: { name: string }[] };
    const register = visibleText(await (await request.get('/register')).text());
    for (const plan of plans.products) expect(register).toContain(plan.name);
  });

  test("a medication page lists every strength and pack with the API's own prices, and schema.org data", async ({
    request,
  }) => {
    const api = (await (await request.get('/api/v1/medications/pages/atorvastatin')).json()) as {
      medications: {
        strength: string;
        pricings: { cash_price: number; member_price: number; savings_amount: number }[];
      }[];
    };
    expect(api.medications.length).toBeGreaterThan(1);
    const html = await (await request.get('/drugs/atorvastatin')).text();
    const text = visibleText(html);
    const dollars = (value: number) => `$${value.toFixed(2)}`;
    for (const medication of api.medications) {
      expect(text).toContain(medication.strength);
      for (const pricing of medication.pricings) {
        expect(text).toContain(dollars(pricing.cash_price));
        expect(text).toContain(dollars(pricing.member_price));
        expect(text).toContain(dollars(pricing.savings_amount));
      }
    }
    expect(text).toMatch(/not insurance/i);
    expect(html).toContain('href="/register"');

    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(headOf(html))?.[1];
    const data = JSON.parse(jsonLd ?? 'null') as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Drug');
    expect(data.name).toBe('Atorvastatin');
    const memberPrices = api.medications.flatMap((m) => m.pricings.map((p) => p.member_price));
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...memberPrices).toFixed(2),
      highPrice: Math.max(...memberPrices).toFixed(2),
      offerCount: memberPrices.length,
    });
  });

  test('an unknown medication answers 404 with a page that helps: a search box and the estimator', async ({
    page,
    request,
  }) => {
    const response = await request.get('/drugs/no-such-medicine');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(visibleText(html)).toContain("We couldn't find that medication");
    expect(headOf(html)).toContain('<meta name="robots" content="noindex, follow">');

    await page.goto('/drugs/no-such-medicine');
    const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
    await search.fill('metformin');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/drug-pricing\?search=metformin/);
    await expect(page.getByRole('heading', { level: 1, name: 'Savings Estimator' })).toBeVisible();
  });

  test('member pages are never rendered on the server: their HTML is the empty shell', async ({ request }) => {
    for (const path of ['/dashboard', '/billing', '/member/drug-pricing', '/admin', '/counter']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('arx-state');
    }
  });

  test('robots.txt allows the public pages and keeps crawlers out of member and admin paths', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const robots = await response.text();
    expect(robots).toMatch(/User-agent: \*/);
    for (const path of ['/dashboard', '/billing', '/admin', '/api/']) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('the sitemap lists the public pages and every medication page', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(files.length).toBeGreaterThan(1);
    const urls: string[] = [];
    for (const file of files) {
      const sitemap = await request.get(file);
      expect(sitemap.status(), file).toBe(200);
      urls.push(...[...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
    }
    for (const path of ['/', '/drug-pricing', '/faq', '/register', '/terms', '/privacy']) expect(urls).toContain(path);
    expect(urls).toContain('/drugs/atorvastatin');
    expect(urls.filter((url) => url.startsWith('/drugs/')).length).toBeGreaterThan(100);
    expect(urls).not.toContain('/dashboard');
  });
});

test('every public page hydrates without a warning, a redraw or a policy violation', async ({ page }) => {
  // Fourteen page loads, each waiting for the network to settle: about 15 s alone, over 30 s when
  // the other journeys load the two cores.
  test.setTimeout(90_000);
  const seen = await watchHydration(page);
  for (const { path } of [
    ...PUBLIC_PAGES,
    { path: '/drugs/no-such-medicine' },
    { path: '/login' },
    { path: '/drug-pricing?search=metformin&days=90' },
  ]) {
    await page.goto(path);
    // Hydrated: React has taken over the server's header element (it marks the nodes it owns).
    await page.waitForFunction(() => {
      const header = document.querySelector('#root header');
      return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
    });
    await page.waitForLoadState('networkidle');
  }
  expect(seen.problems).toEqual([]);
});

test('the 30/90 toggle, search and the carousel work on the server-rendered pages', async ({ page }) => {
  await page.goto('/drug-pricing');
  await page.getByText('90-day supply').click();
  await expect(page.getByRole('radio', { name: '90-day supply' })).toBeChecked();
  await expect(page).toHaveURL(/days=90/);
  await page.getByLabel('Search medications').fill('atorvastatin');
  await expect(page).toHaveURL(/search=atorvastatin/, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: /Atorvastatin/ }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /Atorvastatin/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/drugs\/atorvastatin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeVisible();
  await expect(page).toHaveTitle(/Atorvastatin/);

  await page.goto('/');
  const next = page.getByRole('button', { name: /next/i }).first();
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Accepted at over 60,000 pharmacies' })).toBeVisible();
});
