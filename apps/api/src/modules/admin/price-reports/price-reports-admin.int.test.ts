import type { AdminPriceReport } from '@arx/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../../config/config';
import { priceReports } from '../../../db/schema';
import { bearer, signInThroughLocalProvider } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Page = { reports: AdminPriceReport[]; next: string | null };

describe('the operator’s price report list comes a page at a time', () => {
  let ctx: TestContext;
  let operator: string;
  let reporter: number;

  const list = async (query: string): Promise<Page> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/price_reports?${query}`,
      headers: bearer(operator),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const pageAfter = (query: string, cursor: string) => list(`${query}&after=${encodeURIComponent(cursor)}`);
  /** Every page from the first (or from the cursor given), following each page's `next`; in order. */
  const everyPage = async (query: string, from?: string) => {
    const pages: Page[] = [from ? await pageAfter(query, from) : await list(query)];
    while (pages.at(-1)!.next) pages.push(await pageAfter(query, pages.at(-1)!.next!));
    return pages;
  };
  const report = (ownerUserId: number, status: 'open' | 'answered') => ({
    ownerUserId,
    medicationName: `Pagerin ${status}`,
    pharmacy: 'Main Street Pharmacy',
    chargedCents: 1500,
    chargedOn: '2026-03-05',
    status,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
    const { token } = await signInThroughLocalProvider(ctx, { email: 'reporter@example.com' });
    reporter = (await ctx.app.tokens.verify(token)).user_id;
    const db = ctx.database.db;
    // Rows written together share their creation time to the microsecond: the id breaks the tie.
    await db
      .insert(priceReports)
      .values([report(reporter, 'open'), report(reporter, 'open'), report(reporter, 'open')]);
    for (let i = 0; i < 4; i++) await db.insert(priceReports).values(report(reporter, 'open'));
    await db.insert(priceReports).values([report(reporter, 'answered'), report(reporter, 'answered')]);
    await db.insert(priceReports).values(report(reporter, 'answered'));
  });
  afterAll(() => ctx?.close());

  it.each([
    ['open', 7],
    ['answered', 3],
    ['all', 10],
  ] as const)(
    'when the %s reports are read 2 at a time, then each page has a cursor to the rest, in order, none twice',
    async (status, total) => {
      const whole = await list(`status=${status}&limit=200`);
      expect(whole.reports).toHaveLength(total);
      expect(whole.next).toBeNull();

      const first = await list(`status=${status}&limit=2`);
      expect(first.reports.map((r) => r.id)).toEqual(whole.reports.slice(0, 2).map((r) => r.id));
      expect(first.next).toEqual(expect.any(String));

      const pages = await everyPage(`status=${status}&limit=2`);
      expect(pages).toHaveLength(Math.ceil(total / 2));
      expect(pages.slice(0, -1).every((page) => page.reports.length === 2)).toBe(true);
      const ids = pages.flatMap((page) => page.reports.map((r) => r.id));
      expect(ids).toEqual(whole.reports.map((r) => r.id));
      expect(new Set(ids).size).toBe(total);
    },
  );

  it('when no limit is asked, then up to 50 come in one page', async () => {
    const page = await list('status=all');
    expect(page.reports).toHaveLength(10);
    expect(page.next).toBeNull();
  });

  it('when the list is followed while reports are answered, then none is skipped or repeated', async () => {
    const first = await list('limit=3');
    // Answering one already shown takes it out of the open list; the cursor still finds the rest.
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/price_reports/${first.reports[0]!.id}/answer`,
      headers: bearer(operator),
      payload: { answer: 'The pharmacy has honoured the price.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const rest = await everyPage('limit=3', first.next!);
    const ids = [...first.reports, ...rest.flatMap((p) => p.reports)].map((r) => r.id);
    expect(new Set(ids).size).toBe(7);
  });

  it.each([
    'limit=0',
    'limit=201',
    'limit=abc',
    'limit=1.5',
    'after=yesterday',
    'after=open_2026-03-05_1',
    `after=${'9'.repeat(500)}`,
  ])('when the list is asked with %s, then 400 names the parameter', async (query) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/price_reports?${query}`,
      headers: bearer(operator),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(query.startsWith('limit') ? /limit must be/ : /after must be/);
  });
  it('when one member’s reports are asked for, then only theirs come, open first; a bad id is refused', async () => {
    const { token } = await signInThroughLocalProvider(ctx, { email: 'other-reporter@example.com' });
    const other = (await ctx.app.tokens.verify(token)).user_id;
    await ctx.database.db.insert(priceReports).values(report(other, 'answered'));
    const theirs = await list(`status=all&user_id=${other}`);
    expect(theirs.reports.map((r) => [r.reporter.user_id, r.status])).toEqual([[other, 'answered']]);
    const reporters = (await list(`status=all&user_id=${reporter}&limit=200`)).reports;
    expect(reporters).toHaveLength(10);
    expect(reporters.every((r) => r.reporter.user_id === reporter)).toBe(true);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/price_reports?user_id=abc',
      headers: bearer(operator),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('user_id must be a member’s id');
  });
});
