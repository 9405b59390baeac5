import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('health and the error shape', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers live without touching anything', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('turns readiness false once shutdown begins', async () => {
    const other = await createTestApp();
    try {
      other.app.beginShutdown();
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'up' });
    } finally {
      await other.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ code: 'not_found', message: 'No such endpoint: GET /api/v1/nothing-here' });
  });

  it('answers malformed JSON with a 400 in plain words', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/page_views',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'bad_request',
      message:
        'The request body is not valid JSON, or it uses a forbidden key ("__proto__" or "constructor.prototype")',
    });
  });

  it('publishes an OpenAPI document built from the contracts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/medications', '/api/v1/products/{id}', '/api/v1/faqs/highlighted']),
    );
    const limit = doc.paths['/api/v1/medications'].get.parameters.find((p: { name: string }) => p.name === 'limit');
    expect(limit).toBeDefined();
  });
});
