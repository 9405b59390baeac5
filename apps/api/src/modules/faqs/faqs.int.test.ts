import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaq } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('FAQs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await createFaq(ctx.database.db, { question: 'Third?', rank: 30, highlighted: true });
    await createFaq(ctx.database.db, { question: 'First?', rank: 10 });
    await createFaq(ctx.database.db, { question: 'Second?', rank: 20, highlighted: true });
  });
  afterAll(() => ctx.close());

  it('lists every FAQ sorted by rank', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs' });
    expect(res.json().faqs.map((f: { question: string }) => f.question)).toEqual(['First?', 'Second?', 'Third?']);
    expect(res.json().faqs[0]).toEqual({
      id: expect.any(Number),
      question: 'First?',
      answer: expect.stringContaining('<p>'),
      rank: 10,
      highlighted: false,
    });
  });

  it('lets caches keep the list and revalidate it with its ETag', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs' });
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/faqs',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const highlighted = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/faqs/highlighted',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(highlighted.statusCode).toBe(200);
  });

  it('lists only the highlighted ones, by rank', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs/highlighted' });
    expect(res.json().faqs.map((f: { question: string }) => f.question)).toEqual(['Second?', 'Third?']);
  });
});
