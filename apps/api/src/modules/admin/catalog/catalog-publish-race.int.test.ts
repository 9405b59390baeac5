import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../../config/config';
import { auditEvents, catalogState } from '../../../db/schema';
import { bearer, signInThroughLocalProvider } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { openSecondInstance } from '../../medications/search-index/second-instance';
import { catalogCsv } from './catalog-test-files';

describe('publishing on one instance, with others running', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof openSecondInstance>>;
  let operator: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    other = await openSecondInstance(ctx.database);
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL })).token;
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const admin = (app: TestContext['app'], url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1/admin/catalog${url}`, headers: bearer(operator), payload });
  const draft = async (memberPrice: string) =>
    (
      await admin(ctx.app, '/uploads', {
        file_name: `${memberPrice}.csv`,
        csv: catalogCsv([{ name: 'Racetamol', packs: [[30, '50.00', memberPrice]] }]),
      })
    ).json().upload.id as number;
  const version = async () =>
    (await ctx.database.db.select({ v: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1)))[0]
      ?.v ?? 0;
  const memberPrice = async (app: TestContext['app']) =>
    (await app.inject({ method: 'GET', url: '/api/v1/medications?search=racetamol' })).json().medications[0]
      ?.pricings[0]?.member_price;

  it('when two operators publish against the same version at once, then one is published and the other told the catalogue changed', async () => {
    const [a, b] = [await draft('20.00'), await draft('30.00')];
    const expected = await version();
    const [audits] = await ctx.database.db.select({ n: count() }).from(auditEvents);
    // One through each instance, as two operators behind a load balancer would.
    const answers = await Promise.all([
      admin(ctx.app, `/uploads/${a}/publish`, { expected_catalog_version: expected }),
      admin(other.app, `/uploads/${b}/publish`, { expected_catalog_version: expected }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await version()).toBe(expected + 1);
    const [after] = await ctx.database.db.select({ n: count() }).from(auditEvents);
    expect((after?.n ?? 0) - (audits?.n ?? 0)).toBe(1);
  });

  it('when a catalogue is published through one instance, then another on the same database answers with it', async () => {
    const id = await draft('12.00');
    const published = await admin(ctx.app, `/uploads/${id}/publish`, { expected_catalog_version: await version() });
    expect(published.statusCode, published.body).toBe(200);
    expect(await memberPrice(ctx.app)).toBe(12);
    const started = performance.now();
    await vi.waitFor(async () => expect(await memberPrice(other.app)).toBe(12), { timeout: 5_000, interval: 100 });
    // In one test process both apps also share the in-process change signal; the path another process
    // takes (the version read at most once a second) is proven in catalog-refresh.int.test.ts.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
