import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { importCatalogCsv } from '../catalog-io/catalog-import';
import { CATALOG_COLUMNS } from '../catalog-io/catalog-row';
import { openSecondInstance } from './second-instance';

const header = CATALOG_COLUMNS.join(',');
/** One catalogue line: a 30-day tablet pack at the given cash price. */
const line = (name: string, cash: string) =>
  `${name},,${name.toLowerCase()},10 mg,tablet,generic,For the refresh test.,false,30,tablets,30,${cash},,1.00`;

type Found = { display_name: string; pricings: { cash_price: number }[] };

describe('the in-memory catalogue follows the database', () => {
  let ctx: TestContext;
  let instance: Awaited<ReturnType<typeof openSecondInstance>>;
  let second: TestContext['app'];

  beforeAll(async () => {
    ctx = await createTestApp();
    instance = await openSecondInstance(ctx.database);
    second = instance.app;
  });
  afterAll(async () => {
    await instance.close();
    await ctx.close();
  });

  const search = async (app: TestContext['app'], term: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/medications?search=${term}&has_prices=true&limit=50`,
      headers,
    });
    return { res, found: res.statusCode === 200 ? (res.json().medications as Found[]) : [] };
  };
  const summary = (found: Found[]) => found.map((m) => [m.display_name, m.pricings[0]?.cash_price]);

  it('when a catalogue is imported while the app runs, then the very next search answers from it', async () => {
    expect((await search(ctx.app, 'zorblax')).found).toEqual([]);

    await importCatalogCsv(ctx.database.db, [header, line('Zorblaxin', '10.00')].join('\n'));
    expect(summary((await search(ctx.app, 'zorblax')).found)).toEqual([['Zorblaxin', 10]]);

    await importCatalogCsv(
      ctx.database.db,
      [header, line('Zorblaxin', '12.00'), line('Zorblaxone', '20.00')].join('\n'),
    );
    expect(summary((await search(ctx.app, 'ZORBLAX')).found)).toEqual([
      ['Zorblaxin', 12],
      ['Zorblaxone', 20],
    ]);
  });

  it('when another instance imports, then this one notices the version within its periodic check', async () => {
    await importCatalogCsv(ctx.database.db, [header, line('Quexidrel', '30.00')].join('\n'));
    expect(summary((await search(second, 'quexid')).found)).toEqual([['Quexidrel', 30]]);

    // Written the way another process would: no signal in this process, only the version.
    await ctx.database.db.execute(sql`
      update pricings set cash_cents = 3300
      where medication_id = (select id from medications where display_name = 'Quexidrel')`);
    await ctx.database.db.execute(sql`update catalog_state set version = version + 1 where id = 1`);

    for (const app of [ctx.app, second]) {
      await vi.waitFor(async () => expect(summary((await search(app, 'quexid')).found)).toEqual([['Quexidrel', 33]]), {
        timeout: 15_000,
        interval: 100,
      });
    }
  });

  it('tags a visitor answer with the catalogue version: 304 while it holds, a new tag after an import', async () => {
    const { res } = await search(ctx.app, 'zorblax');
    const etag = res.headers.etag as string;
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await search(ctx.app, '%20Zorblax%20', { 'if-none-match': etag });
    expect(again.res.statusCode).toBe(304);
    expect(again.res.body).toBe('');
    expect(again.res.headers.etag).toBe(etag);

    const other = await search(ctx.app, 'quexid', { 'if-none-match': etag });
    expect(other.res.statusCode).toBe(200);

    await importCatalogCsv(ctx.database.db, [header, line('Zorblaxin', '14.00')].join('\n'));
    const after = await search(ctx.app, 'zorblax', { 'if-none-match': etag });
    expect(after.res.statusCode).toBe(200);
    expect(after.res.headers.etag).not.toBe(etag);
    expect(summary(after.found)[0]).toEqual(['Zorblaxin', 14]);
  });
});
