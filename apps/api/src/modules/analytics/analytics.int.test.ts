import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('POST /analytics/page_views', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/analytics/page_views', payload: payload as object });

  it('records the route path and nothing else', async () => {
    const res = await post({ path: '/drug-pricing' });
    expect(res.statusCode).toBe(204);
    const rows = await ctx.database.db.select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['createdAt', 'id', 'path']);
    expect(rows[0]!.path).toBe('/drug-pricing');
  });

  it.each([
    [{ path: '/drug-pricing?search=insulin' }, 'path must be a route path starting with / and without a query string'],
    [{ path: 'drug-pricing' }, 'path must be a route path starting with / and without a query string'],
    [{ path: `/${'a'.repeat(300)}` }, 'path must be at most 200 characters'],
    [{}, 'path is required'],
  ])('refuses %j and stores nothing', async (payload, message) => {
    const before = (await ctx.database.db.select().from(pageViews)).length;
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
    expect((await ctx.database.db.select().from(pageViews)).length).toBe(before);
  });

  it('refuses a user id or any extra field', async () => {
    const res = await post({ path: '/faq', user_id: 12 });
    expect(res.statusCode).toBe(400);
  });
});
