import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaq } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { BOOT_MANIFEST, createWebBuild } from '../../test/web-build';

const APP_URL = 'https://club.example.com';

/**
 * A stand-in for the web app's renderer (apps/web/src/entry-server.tsx; the real one is driven
 * by the e2e journeys): it renders /faq (and /es/faq, in Spanish) from the FAQ API through the
 * fetch it is given, says 404 for /missing, fails on /broken, and leaves every other page to the
 * browser.
 */
const RENDERER = `
let api;
export async function configureServerRendering(options) { api = options; }
export async function renderPage(url, siteUrl) {
  const address = new URL(url, 'http://x.invalid').pathname;
  const locale = address.startsWith('/es/') ? 'es' : 'en';
  const pathname = locale === 'es' ? address.slice(3) : address;
  if (pathname === '/broken') throw new Error('the page threw');
  if (pathname === '/whoami') {
    const answer = await api.fetch(new URL('http://x.invalid/api/v1/current_user'), { headers: { accept: 'application/json' } });
    return page(200, '/whoami', String(answer.status), '{}');
  }
  if (pathname === '/missing') return page(404, '/missing', '<h1>Not here</h1>', '{}', { note: '</script><script>alert(1)</script>' });
  if (pathname !== '/faq') return null;
  globalThis.__arxFaqRenders = (globalThis.__arxFaqRenders ?? 0) + 1;
  const answer = await api.fetch(new URL('http://x.invalid/api/v1/faqs'), { headers: { accept: 'application/json' } });
  const { faqs } = await answer.json();
  const body = '<link rel="preload" as="image" href="/favicon.svg"/><main>' + faqs.map((f) => '<h2>' + f.question + '</h2><div>' + api.sanitizeHtml(f.answer) + '</div>').join('') + '</main>';
  return page(200, '/faq', body, JSON.stringify({ queries: [{ queryKey: ['faqs'], state: { data: { faqs } } }] }).replace(/</g, '\\\\u003c'), null, locale);
}
function page(status, canonicalPath, body, state, structuredData = null, locale = 'en') {
  const prefix = locale === 'es' ? '/es' : '';
  return {
    status,
    locale,
    alternates: status === 200 ? [{ locale: 'en', path: canonicalPath }, { locale: 'es', path: '/es' + canonicalPath }] : [],
    meta: { title: 'Page <' + canonicalPath + '>', description: 'About "' + canonicalPath + '"', canonicalPath: prefix + canonicalPath, index: status === 200 },
    structuredData,
    module: 'src/app/routes/faq.tsx',
    state,
    body: Promise.resolve(body),
  };
}
`;

const MANIFEST = {
  ...BOOT_MANIFEST,
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: [],
    dynamicImports: ['src/app/routes/faq.tsx', 'src/locales/en.po', 'src/locales/es.po'],
  },
  'src/app/routes/faq.tsx': {
    file: 'assets/faq-123.js',
    imports: ['index.html', '_shared-9.js'],
    css: ['assets/faq-1.css'],
  },
  '_shared-9.js': {
    file: 'assets/shared-9.js',
    dynamicImports: ['src/features/faqs/locales/en.po', 'src/features/faqs/locales/es.po'],
  },
  'src/locales/en.po': { file: 'assets/en-1.js', isDynamicEntry: true },
  'src/locales/es.po': { file: 'assets/es-1.js', isDynamicEntry: true },
  'src/features/faqs/locales/en.po': { file: 'assets/en-2.js', isDynamicEntry: true },
  'src/features/faqs/locales/es.po': { file: 'assets/es-2.js', isDynamicEntry: true },
};

describe('server-rendered pages', () => {
  let ctx: TestContext;
  let build: ReturnType<typeof createWebBuild>;

  beforeAll(async () => {
    build = createWebBuild({
      renderer: RENDERER,
      manifest: MANIFEST,
      indexHtml:
        '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="The shell" /><title>ARX Savings Club</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/entry-shared-1.js"></head><body><div id="root"></div></body></html>',
    });
    ctx = await createTestApp({ APP_URL, WEB_DIST_DIR: build.webDistDir });
    await createFaq(ctx.database.db, {
      question: 'Is this insurance?',
      answer: '<p>No. See <a href="https://example.com/why">why</a>.</p>',
    });
  });
  afterAll(async () => {
    await ctx.close();
    build.remove();
  });

  it("are rendered with the API's data, read in-process, in the page's own head", async () => {
    const faqs = (await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs' })).json().faqs as { question: string }[];
    const res = await ctx.app.inject({ method: 'GET', url: '/faq' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(faqs.length).toBeGreaterThan(0);
    for (const faq of faqs) expect(html).toContain(`<h2>${faq.question}</h2>`);
    // Answers cleaned as the browser would: an off-site link opens in a new tab.
    expect(html).toContain('<a href="https://example.com/why" rel="noopener noreferrer" target="_blank">why</a>');

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Page &lt;/faq&gt;</title>');
    // The shell's own description is replaced, not repeated.
    expect(head).not.toContain('The shell');
    expect(head).toContain('<meta name="description" content="About &quot;/faq&quot;">');
    expect(head).toContain(`<link rel="canonical" href="${APP_URL}/faq">`);
    expect(head).toContain(`<meta property="og:url" content="${APP_URL}/faq">`);
    expect(head).toContain('<meta name="robots" content="index, follow">');
    // The page paints from its HTML and stylesheets: the route's stylesheet is in the head, and
    // the only script named is the boot script, which loads the entry and the route's chunks
    // (from Vite's manifest, without the entry's own imports) after the first paint.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/faq-1.css">');
    expect(head).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/boot-1.js"></script>');
    const scripts = /<script type="application\/json" id="arx-scripts">([^<]*)<\/script>/.exec(head)?.[1];
    // The entry's shared chunks (index.html preloaded them) and the English message catalogues
    // of the shell and the page's features come with the code, after the paint.
    expect(JSON.parse(scripts ?? 'null')).toEqual({
      entry: '/assets/index-abc.js',
      preload: [
        '/assets/entry-shared-1.js',
        '/assets/en-1.js',
        '/assets/faq-123.js',
        '/assets/shared-9.js',
        '/assets/en-2.js',
      ],
    });
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('modulepreload');
    expect([...html.matchAll(/<script\b[^>]*\bsrc=/g)]).toHaveLength(1);
    // React's resource hints go to the head; #root starts with the page.
    expect(head).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
    expect(html).toContain('<div id="root"><main>');

    const state = /<script type="application\/json" id="arx-state">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state ?? 'null').queries[0].state.data.faqs).toHaveLength(faqs.length);
  });

  it('in Spanish at /es/…: <html lang="es">, its own address, hreflang both ways, and only the Spanish catalogues', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/es/faq' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<html lang="es">');
    expect(head).toContain(`<link rel="canonical" href="${APP_URL}/es/faq">`);
    expect(head).toContain('<meta property="og:locale" content="es_US">');
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${APP_URL}/faq">`);
    expect(head).toContain(`<link rel="alternate" hreflang="es" href="${APP_URL}/es/faq">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${APP_URL}/faq">`);
    const scripts = /<script type="application\/json" id="arx-scripts">([^<]*)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(scripts ?? 'null').preload).toEqual([
      '/assets/entry-shared-1.js',
      '/assets/es-1.js',
      '/assets/faq-123.js',
      '/assets/shared-9.js',
      '/assets/es-2.js',
    ]);
    // The English page says it is English, and names the same alternates.
    const english = await ctx.app.inject({ method: 'GET', url: '/faq' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<link rel="alternate" hreflang="es" href="${APP_URL}/es/faq">`);
  });

  it('are served again without rendering while the answers they read are unchanged; a change shows in the next page', async () => {
    const renders = () => (globalThis as { __arxFaqRenders?: number }).__arxFaqRenders ?? 0;
    const first = await ctx.app.inject({ method: 'GET', url: '/faq' });
    const before = renders();
    const again = await ctx.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'br' } });
    expect(renders()).toBe(before);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toContain('Accept-Encoding');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(again.rawPayload).toString('utf8')).toBe(first.body);

    await createFaq(ctx.database.db, { question: 'Can my cat be a member?' });
    // The FAQ answers are re-read at most once a second (modules/faqs): the page follows the API.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const changed = await ctx.app.inject({ method: 'GET', url: '/faq' });
    expect(renders()).toBe(before + 1);
    expect(changed.body).toContain('<h2>Can my cat be a member?</h2>');
  });

  it('answer with the status the page says (a 404), and keep script out of the schema.org block', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Not here</h1>');
    expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it("never pass on the visitor's credentials: the renderer's calls are a visitor's", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/whoami',
      headers: { authorization: 'Bearer anything', cookie: 'session=1' },
    });
    expect(res.body).toContain('<div id="root">401</div>');
  });

  it("leave other pages to the browser: the app's shell", async () => {
    for (const url of ['/dashboard', '/admin/members', '/no-such-page']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<title>ARX Savings Club</title>');
      // It paints only once its script runs: the entry is named at once, with no boot script.
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(res.body, url).not.toContain('boot-1.js');
    }
  });

  it('answer 404, not a page, for a built file that is not there (a script of an earlier deploy)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-old1234.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('fall back to the shell when rendering fails, so the browser still shows the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('a web build without its renderer', () => {
  it('stops the app from starting when its manifest names no boot script', async () => {
    const build = createWebBuild({ manifest: { 'index.html': { file: 'assets/app.js', isEntry: true } } });
    try {
      await expect(createTestApp({ WEB_DIST_DIR: build.webDistDir })).rejects.toThrow(/no src\/boot.ts entry/);
    } finally {
      build.remove();
    }
  });

  it('stops the app from starting: it would serve only empty pages', async () => {
    const build = createWebBuild();
    const fs = await import('node:fs');
    const path = await import('node:path');
    fs.rmSync(path.join(path.dirname(build.webDistDir), 'dist-server'), { recursive: true });
    try {
      await expect(createTestApp({ WEB_DIST_DIR: build.webDistDir })).rejects.toThrow(/server renderer is not built/);
    } finally {
      build.remove();
    }
  });
});
