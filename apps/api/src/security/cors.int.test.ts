import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

const ALLOWED = 'https://partner.example.com';
const ALSO_ALLOWED = 'http://localhost:5173';

/** Origins a browser could send that must never be let in, each a near miss of an allowed one. */
const REFUSED = [
  'null',
  'https://evil.example',
  'https://partner.example.com.attacker.test',
  'https://evil-partner.example.com',
  'https://partner.example.co',
  'https://sub.partner.example.com',
  'http://partner.example.com',
  'https://partner.example.com:8443',
  'https://PARTNER.example.com',
  'https://partner.example.com/',
  'http://localhost:5174',
  'http://127.0.0.1:5173',
  `${ALLOWED}, https://evil.example`,
];

function varyIncludesOrigin(vary: unknown): boolean {
  return String(vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .includes('origin');
}

describe('CORS for the configured origins only', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ CORS_ORIGINS: `${ALLOWED},${ALSO_ALLOWED}/` });
  });
  afterAll(() => ctx.close());

  it('answers a configured origin with exactly that origin, and Vary: Origin', async () => {
    for (const origin of [ALLOWED, ALSO_ALLOWED]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs', headers: { origin } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(varyIncludesOrigin(res.headers.vary)).toBe(true);
    }
  });

  it('gives any other origin no Access-Control-Allow-Origin at all, never a reflection', async () => {
    for (const origin of REFUSED) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs', headers: { origin } });
      expect(res.statusCode, origin).toBe(200);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-expose-headers'], origin).toBeUndefined();
      expect(varyIncludesOrigin(res.headers.vary), origin).toBe(true);
      expect(JSON.stringify(res.headers)).not.toContain('attacker');
    }
  });

  it('sends no CORS headers without an Origin, yet still says the answer varies by it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(varyIncludesOrigin(res.headers.vary)).toBe(true);
  });

  it('answers a configured origin’s preflight with the methods and headers the API takes', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/bookmarks',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    const headers = String(res.headers['access-control-allow-headers'])
      .split(/,\s*/)
      .map((h) => h.toLowerCase());
    expect(headers).toEqual(['authorization', 'content-type']);
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect(varyIncludesOrigin(res.headers.vary)).toBe(true);
  });

  it('refuses the preflight of any other origin, without a CORS header to act on', async () => {
    for (const origin of REFUSED) {
      const res = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/bookmarks',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
      expect(res.statusCode, origin).toBeGreaterThanOrEqual(400);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-methods'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-headers'], origin).toBeUndefined();
    }
  });

  it('keeps CORS on errors too, so an allowed client can read why it failed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/memberships', headers: { origin: ALLOWED } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/memberships',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with no configured origin', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ CORS_ORIGINS: '' });
  });
  afterAll(() => ctx.close());

  it('lets no origin in, not even the app’s own (same-origin requests need no CORS)', async () => {
    for (const origin of ['http://localhost:3000', 'https://partner.example.com', 'null']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs', headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/faqs',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(preflight.statusCode, origin).toBeGreaterThanOrEqual(400);
    }
  });
});
