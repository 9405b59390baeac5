import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../config/config';
import { auditEvents, catalogState, catalogUploads, faqs, jobs } from '../../db/schema';
import { catalogCsv } from '../../modules/admin/catalog/catalog-test-files';
import { createFaq } from '../factories';
import { lifecycleDriver } from '../lifecycle';
import { bearer, signInThroughLocalProvider } from '../sign-in';
import { createTestApp, type TestContext } from '../test-app';
import { ADMIN_ENDPOINTS, type AdminIds } from './admin-endpoints';
import { endpointKey, registeredRoutes } from './member-endpoints';

describe('the back office refuses everyone but operators, and bad requests change nothing', () => {
  let ctx: TestContext;
  let operator: string;
  let member: string;
  let ids: AdminIds;

  beforeAll(async () => {
    ctx = await createTestApp();
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
    // A member who paid through the sandbox: a card, a live subscription and a paid invoice to act on.
    const life = lifecycleDriver(ctx);
    await life.seed();
    const paying = await life.signUp('just.a.member@example.com', 'individual', 'year');
    member = paying.token;
    const [invoice] = (await life.get(member, '/billing/invoices')).json().invoices;
    const [failed] = await ctx.database.db
      .insert(jobs)
      .values({
        kind: 'email',
        key: 'hostile:failed',
        payload: {},
        status: 'failed',
        lastError: 'Error: 550 no such user',
      })
      .returning();
    const faq = await createFaq(ctx.database.db, { question: 'Is this the hostile suite’s FAQ?' });
    const order = await ctx.database.db.select({ id: faqs.id }).from(faqs).orderBy(faqs.rank, faqs.id);
    // A published catalogue upload to roll back to, and a draft to publish.
    const uploadCatalog = async (name: string) =>
      (
        await send(
          {
            method: 'POST',
            url: '/admin/catalog/uploads',
            payload: { file_name: `${name}.csv`, csv: catalogCsv([{ name, packs: [[30, '9.00', '3.00']] }]) },
          },
          operator,
        )
      ).json().upload.id as number;
    const published = await uploadCatalog('Publishedin');
    const [state] = await ctx.database.db.select({ version: catalogState.version }).from(catalogState);
    await send(
      {
        method: 'POST',
        url: `/admin/catalog/uploads/${published}/publish`,
        payload: { expected_catalog_version: state?.version ?? 0 },
      },
      operator,
    );
    const [{ n: publishedCount } = { n: 0 }] = await ctx.database.db.select({ n: count() }).from(catalogUploads);
    if (publishedCount !== 1) throw new Error('the catalogue upload of the setup failed');
    const draft = await uploadCatalog('Draftin');
    const discardable = await uploadCatalog('Discardin');
    const report = await send(
      {
        method: 'POST',
        url: '/price_reports',
        payload: {
          medication_name: 'Hostilol',
          pharmacy: 'Corner Pharmacy',
          charged: '20.00',
          charged_on: '2026-01-02',
        },
      },
      member,
    );
    if (report.statusCode !== 201) throw new Error(`the price report of the setup failed: ${report.body}`);
    ids = {
      memberUserId: paying.userId,
      invoiceId: invoice.id,
      failedJobId: failed!.id,
      faqId: faq!.id,
      faqOrder: order.map((f) => f.id),
      catalogDraftId: draft,
      catalogPublishedId: published,
      catalogDiscardId: discardable,
      priceReportId: report.json().report.id,
      catalogVersion: 0,
    };
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    const [state] = await ctx.database.db.select({ version: catalogState.version }).from(catalogState);
    if (ids) ids.catalogVersion = state?.version ?? 0;
  });

  /**
   * What an admin request could change, read in one query: the audit log, the job queue, the FAQs,
   * the member's subscription and refunds, the payment sandbox's subscriptions and refunds, and
   * the catalogue with its uploads.
   */
  const snapshot = async () =>
    JSON.stringify(
      await ctx.database.db.execute(
        sql`select (select json_agg(a order by a.id) from audit_events a) as audit, (select json_agg(j order by j.id) from jobs j) as jobs, (select json_agg(f order by f.id) from faqs f) as faqs, (select json_agg(pr order by pr.id) from price_reports pr) as price_reports,
          (select json_agg(s order by s.id) from subscriptions s) as subscriptions, (select json_agg(r order by r.id) from refunds r) as refunds,
          (select json_agg(ss order by ss.id) from sandbox_subscriptions ss) as sandbox_subscriptions, (select json_agg(sr order by sr.id) from sandbox_refunds sr) as sandbox_refunds,
          (select json_agg(cu order by cu.id) from catalog_uploads cu) as catalog_uploads, (select json_agg(cs) from catalog_state cs) as catalog_state,
          (select json_agg(m order by m.id) from medications m) as medications, (select json_agg(p order by p.id) from pricings p) as pricings`,
      ),
    );
  const send = (call: { method: string; url: string; payload?: unknown }, token?: string) =>
    ctx.app.inject({
      method: call.method as 'GET',
      url: `/api/v1${call.url}`,
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      headers: token ? bearer(token) : {},
    });

  it('has an entry in the table for every /admin route the app registers', () => {
    const registered = registeredRoutes(ctx.app)
      .filter(({ url }) => url.startsWith('/api/v1/admin'))
      .map(({ method, url }) => endpointKey(method, url.slice('/api/v1'.length)))
      .sort();
    expect(registered).toEqual(ADMIN_ENDPOINTS.map((e) => endpointKey(e.method, e.route)).sort());
  });

  it.each(ADMIN_ENDPOINTS.map((e) => [endpointKey(e.method, e.route), e] as const))(
    'when %s is called without a token, then 401; with a member’s token, then 403; nothing changes',
    async (_, endpoint) => {
      const before = await snapshot();
      const anonymous = await send(endpoint.request(ids));
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      const byMember = await send(endpoint.request(ids), member);
      expect(byMember.statusCode, byMember.body).toBe(403);
      expect(byMember.json()).toMatchObject({ code: 'forbidden', message: 'This area is for the club’s operators.' });
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(ADMIN_ENDPOINTS.map((e) => [endpointKey(e.method, e.route), e] as const))(
    'when an operator sends %s a request its contract refuses, then 400 says why and nothing changes',
    async (_, endpoint) => {
      for (const call of endpoint.badRequests(ids)) {
        const before = await snapshot();
        const res = await send(call, operator);
        expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(400);
        expect(res.json().message, res.body).toBeTruthy();
        expect(await snapshot()).toBe(before);
      }
    },
  );

  it.each(ADMIN_ENDPOINTS.map((e) => [endpointKey(e.method, e.route), e] as const))(
    'when an operator sends %s, then it answers, and a write leaves its audit entries',
    async (_, endpoint) => {
      const [{ entries: before } = { entries: 0 }] = await ctx.database.db
        .select({ entries: count() })
        .from(auditEvents);
      const res = await send(endpoint.request(ids), operator);
      expect(res.statusCode, res.body).toBe(endpoint.status ?? 200);
      expect(res.headers['cache-control']).toBe('no-store');
      const [{ entries: after } = { entries: 0 }] = await ctx.database.db
        .select({ entries: count() })
        .from(auditEvents);
      expect(after - before).toBe(endpoint.writes ? (endpoint.auditEntries ?? 1) : 0);
    },
  );
});
