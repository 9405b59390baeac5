import { createHash } from 'node:crypto';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { createWebBuild } from '../test/web-build';
import { contentSecurityPolicy, registerSecurityHeaders } from './security-headers';

const APP_URL = 'https://club.example.com';

/** The policy as a map of directive → sources, so each directive is checked on its own. */
function parsePolicy(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What the browser would apply for a fetch directive: its own sources, or default-src's. */
function effective(policy: Map<string, string[]>, directive: string): string[] {
  return policy.get(directive) ?? policy.get('default-src') ?? ['*'];
}

function expectSecurityHeaders(res: LightMyRequestResponse, options: { download?: boolean } = {}) {
  const h = res.headers;
  expect(h['strict-transport-security']).toMatch(/^max-age=(\d+); includeSubDomains$/);
  const maxAge = Number(/max-age=(\d+)/.exec(String(h['strict-transport-security']))![1]);
  expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('no-referrer');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['x-frame-options']).toBe(options.download ? 'SAMEORIGIN' : 'DENY');

  const csp = h['content-security-policy'];
  expect(typeof csp).toBe('string');
  const policy = parsePolicy(csp as string);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
  const scripts = effective(policy, 'script-src');
  expect(scripts.length === 1 && ["'self'", "'none'"].includes(scripts[0]!), `script-src ${scripts}`).toBe(true);
  expect(["'self'", "'none'"]).toContain(policy.get('default-src')?.join(' '));
  expect(effective(policy, 'object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(options.download ? ["'self'"] : ["'none'"]);
  // Only here and APP_URL, which the sign-in and sandbox forms are redirected to.
  for (const source of policy.get('form-action') ?? []) expect(["'self'", APP_URL]).toContain(source);
  expect(policy.get('form-action')).toContain("'self'");
  for (const directive of [
    'img-src',
    'connect-src',
    'frame-src',
    'style-src',
    'font-src',
    'worker-src',
    'manifest-src',
  ]) {
    for (const source of effective(policy, directive)) {
      expect(source, `${directive} ${source}`).toMatch(
        /^('self'|'none'|'sha256-[A-Za-z0-9+/]+=*'|https:\/\/club\.example\.com)$/,
      );
    }
  }
  return policy;
}

describe('security headers on every response', () => {
  let ctx: TestContext;
  let webBuild: ReturnType<typeof createWebBuild>;

  beforeAll(async () => {
    webBuild = createWebBuild({
      files: {
        'assets/app.js': 'console.log("app");',
        'sw.js': 'self.addEventListener("fetch", () => {});',
        'manifest.webmanifest': '{"name":"ARX Savings Club"}',
        'manifest.es.webmanifest': '{"name":"ARX Savings Club","lang":"es"}',
      },
    });
    ctx = await createTestApp({ APP_URL, WEB_DIST_DIR: webBuild.webDistDir });
  });
  afterAll(async () => {
    await ctx.close();
    webBuild.remove();
  });

  it('on an API JSON answer, with the whole policy the web app runs under', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(res.statusCode).toBe(200);
    const policy = expectSecurityHeaders(res);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'", APP_URL]);
    expect(policy.get('form-action')).toEqual(["'self'", APP_URL]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
  });

  it("on counter mode's service worker, checked on every visit, and the install manifest", async () => {
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(worker);
    // Each language's manifest (counter mode installs in the page's language).
    for (const url of ['/manifest.webmanifest', '/manifest.es.webmanifest']) {
      const manifest = await ctx.app.inject({ method: 'GET', url });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expectSecurityHeaders(manifest);
    }
  });

  it('on a 404, API or not', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expectSecurityHeaders(api);
    const post = await ctx.app.inject({ method: 'POST', url: '/nowhere', payload: {} });
    expect(post.statusCode).toBe(404);
    expectSecurityHeaders(post);
  });

  it('on a 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/memberships' });
    expect(res.statusCode).toBe(401);
    expectSecurityHeaders(res);
  });

  it('on a refused body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bookmarks',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectSecurityHeaders(res);
  });

  it('on a redirect', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/workos/redirect' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('/api/v1/auth/local/authorize');
    expectSecurityHeaders(res);
  });

  it('on the local sign-in page, whose inline stylesheet is allowed by its hash', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/workos/redirect' });
    const providerUrl = new URL(start.headers.location as string);
    const res = await ctx.app.inject({ method: 'GET', url: `${providerUrl.pathname}${providerUrl.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const policy = expectSecurityHeaders(res);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(policy.get('style-src')).toContain(hash);
    expect(res.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('on the sandbox checkout page and its redirect to APP_URL', async () => {
    const sandbox = ctx.app.integrations.sandbox!;
    const priceId = await sandbox.ensurePrice({
      lookupKey: 'headers_test',
      productName: 'Individual',
      amountCents: 999,
      currency: 'usd',
      interval: 'month',
    });
    const customerId = await sandbox.ensureCustomer({
      userId: 1,
      email: 'headers@example.com',
      name: null,
      existingCustomerId: null,
    });
    const { id } = await sandbox.createCheckoutSession({
      customerId,
      userId: 1,
      priceId,
      trialDays: 0,
      successUrl: `${APP_URL}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${APP_URL}/register`,
      idempotencyKey: 'headers-test',
    });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/sandbox/checkout/${id}` });
    expect(page.statusCode).toBe(200);
    const policy = expectSecurityHeaders(page);
    expect(policy.get('form-action')).toEqual(["'self'", APP_URL]);
    expect(page.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);

    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/checkout/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=4242424242424242',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^https:\/\/club\.example\.com\/billing\/success/);
    expectSecurityHeaders(paid);
  });

  it("on the web app's index.html, its hashed assets and the client-routed pages", async () => {
    for (const url of ['/', '/faq', '/drug-pricing', '/assets/app.js']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res);
    }
  });
});

describe('security headers: downloads and pages with their own policy', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerSecurityHeaders(app, { appUrl: APP_URL });
    app.get('/download', (_request, reply) =>
      reply
        .header('content-type', 'application/vnd.apple.pkpass')
        .header('content-disposition', 'attachment; filename="card.pkpass"')
        .send(Buffer.from('pass')),
    );
    app.get('/strict', (_request, reply) =>
      reply
        .header(
          'content-security-policy',
          "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        )
        .send('ok'),
    );
    app.get('/boom', () => {
      throw new Error('boom');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('lets only our own pages frame a download: the iOS wallet flow loads the pass in a hidden frame', async () => {
    const res = await app.inject({ method: 'GET', url: '/download' });
    expectSecurityHeaders(res, { download: true });
  });

  it("keeps a route's own stricter policy and still adds the other headers", async () => {
    const res = await app.inject({ method: 'GET', url: '/strict' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    expectSecurityHeaders(res);
  });

  it('on a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expectSecurityHeaders(res);
  });

  it('allows no inline stylesheet of the web app: the printed card is styled from its CSS file', () => {
    const styles = parsePolicy(contentSecurityPolicy(APP_URL)).get('style-src') ?? [];
    expect(styles.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
  });

  it('builds the same policy for any APP_URL, with its origin only (no path)', () => {
    const policy = parsePolicy(contentSecurityPolicy('https://members.example.org/app/'));
    expect(policy.get('form-action')).toEqual(["'self'", 'https://members.example.org']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });
});
