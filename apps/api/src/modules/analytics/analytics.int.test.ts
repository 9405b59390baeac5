import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageViewCounts, pageViews } from '../../db/schema';
import { RATE_LIMITS } from '../../security/rate-limit';
import { createTestApp, type TestContext } from '../../test/test-app';
import { DAILY_PATH_CAP, OTHER_PATH, PRUNE_EVERY_MS, RETENTION_DAYS } from './analytics.service';

const PER_ADDRESS = RATE_LIMITS.pageView.rules[0].max;
/** createTestDatabase's PostgreSQL pool: how many statements can race for the last path. */
const TEST_POOL_SIZE = 5;

describe('POST /analytics/page_views', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  // Each test starts from an empty day, so the path cap one test reaches does not leak into another.
  beforeEach(async () => {
    await ctx.database.db.delete(pageViewCounts);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (payload: unknown, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/analytics/page_views', payload: payload as object, remoteAddress });

  /** The database's UTC day, `days` from today, as the counter names it. */
  const utcDay = async (days = 0) => {
    const result = (await ctx.database.db.execute(
      sql`select ((now() at time zone 'UTC')::date + ${days}::int)::text as day`,
    )) as unknown as { rows: { day: string }[] };
    return result.rows[0]!.day;
  };
  const counts = () => ctx.database.db.select().from(pageViewCounts).orderBy(pageViewCounts.day, pageViewCounts.path);
  const viewsOf = async (path: string) =>
    (await ctx.database.db.select().from(pageViewCounts).where(eq(pageViewCounts.path, path))).map((row) => row.views);
  /** Fills today with `n` distinct paths straight in the table, as earlier visitors would have. */
  const fillToday = async (n: number) => {
    await ctx.database.db.execute(sql`
      insert into page_view_counts (day, path, views)
      select (now() at time zone 'UTC')::date, '/filler-' || i, 1 from generate_series(1, ${n}::int) as i`);
  };

  it('counts views per day and path: two views of one path today are one row with views = 2, not a row per view', async () => {
    expect((await post({ path: '/drug-pricing' })).statusCode).toBe(204);
    expect((await post({ path: '/drug-pricing' })).statusCode).toBe(204);
    expect((await post({ path: '/faq' })).statusCode).toBe(204);

    expect(await counts()).toEqual([
      { day: await utcDay(), path: '/drug-pricing', views: 2 },
      { day: await utcDay(), path: '/faq', views: 1 },
    ]);
    // The old row-per-view table is left to instances of the previous release.
    expect(await ctx.database.db.select().from(pageViews)).toEqual([]);
  });

  it(`when today already holds ${DAILY_PATH_CAP} paths, then a new path is counted under ${OTHER_PATH} and known paths still under their own`, async () => {
    await fillToday(DAILY_PATH_CAP - 1);
    expect((await post({ path: '/last-one-in' })).statusCode).toBe(204);
    expect((await post({ path: '/made-up-1' })).statusCode).toBe(204);
    expect((await post({ path: '/made-up-2' })).statusCode).toBe(204);
    expect((await post({ path: '/last-one-in' })).statusCode).toBe(204);
    expect((await post({ path: '/filler-7' })).statusCode).toBe(204);

    expect(await viewsOf('/last-one-in')).toEqual([2]);
    expect(await viewsOf('/made-up-1')).toEqual([]);
    expect(await viewsOf('/made-up-2')).toEqual([]);
    expect(await viewsOf(OTHER_PATH)).toEqual([2]);
    expect(await viewsOf('/filler-7')).toEqual([2]);
    expect(await counts()).toHaveLength(DAILY_PATH_CAP + 1);
  });

  it('when many new paths arrive at once as the cap is reached, then the day overshoots it by at most the racing connections and no view is lost', async () => {
    await fillToday(DAILY_PATH_CAP - 1);
    const racing = Array.from({ length: 20 }, (_, n) => `/racing-${n}`);
    const answers = await Promise.all(racing.map((path, n) => post({ path }, `198.51.100.${n + 1}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(racing.map(() => 204));

    const rows = await counts();
    const named = rows.filter((row) => row.path !== OTHER_PATH);
    expect(named.length).toBeGreaterThanOrEqual(DAILY_PATH_CAP);
    expect(named.length).toBeLessThanOrEqual(DAILY_PATH_CAP - 1 + TEST_POOL_SIZE);
    const racingViews = rows
      .filter((row) => row.path === OTHER_PATH || racing.includes(row.path))
      .reduce((sum, row) => sum + row.views, 0);
    expect(racingViews).toBe(racing.length);
  });

  it(`when one address posts ${PER_ADDRESS} views in a minute, then the next is refused with 429 and not counted, and another address still gets through`, async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await post({ path: '/pricing' }, '203.0.113.1')).statusCode).toBe(204);
    }
    const refused = await post({ path: '/pricing' }, '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RATE_LIMITS.pageView.message, code: 'rate_limited' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await viewsOf('/pricing')).toEqual([PER_ADDRESS]);

    expect((await post({ path: '/pricing' }, '203.0.113.2')).statusCode).toBe(204);
    expect(await viewsOf('/pricing')).toEqual([PER_ADDRESS + 1]);
  });

  it(`deletes the counts of days more than ${RETENTION_DAYS} days ago, keeps the newer ones, and prunes at most once an hour`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Whatever earlier tests wrote, the next view is due to prune. The clock starts at a UTC noon:
    // the test moves it two hours on, and PGlite's now() follows the faked clock, so a start late
    // in the UTC evening would cross midnight and split today's count in two.
    const start = new Date(Date.now() + PRUNE_EVERY_MS + 1);
    if (start.getUTCHours() >= 12) start.setUTCDate(start.getUTCDate() + 1);
    start.setUTCHours(12, 0, 0, 0);
    vi.setSystemTime(start);
    const expired = await utcDay(-(RETENTION_DAYS + 1));
    const oldestKept = await utcDay(-RETENTION_DAYS);
    const insert = (day: string, path: string) =>
      ctx.database.db.insert(pageViewCounts).values({ day, path, views: 3 });
    await insert(expired, '/faq');
    await insert(oldestKept, '/faq');

    expect((await post({ path: '/faq' }, '192.0.2.10')).statusCode).toBe(204);
    expect(await counts()).toEqual([
      { day: oldestKept, path: '/faq', views: 3 },
      { day: await utcDay(), path: '/faq', views: 1 },
    ]);

    // Within the hour the next views do not delete again…
    await insert(expired, '/terms');
    vi.setSystemTime(Date.now() + PRUNE_EVERY_MS - 60_000);
    expect((await post({ path: '/faq' }, '192.0.2.11')).statusCode).toBe(204);
    expect(await viewsOf('/terms')).toEqual([3]);

    // …and once it has passed, the first view does.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await post({ path: '/faq' }, '192.0.2.12')).statusCode).toBe(204);
    expect(await viewsOf('/terms')).toEqual([]);
    expect(await viewsOf('/faq')).toEqual([3, 3]);
  });

  it.each([
    [{ path: '/drug-pricing?search=insulin' }, 'path must be a route path starting with / and without a query string'],
    [{ path: 'drug-pricing' }, 'path must be a route path starting with / and without a query string'],
    [{ path: `/${'a'.repeat(300)}` }, 'path must be at most 200 characters'],
    [{}, 'path is required'],
  ])('refuses %j and counts nothing', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
    expect(await counts()).toEqual([]);
  });

  it('refuses a user id or any extra field', async () => {
    const res = await post({ path: '/faq', user_id: 12 });
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual([]);
  });
});
