import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../config/config';
import { OPERATOR_MESSAGES } from '../../modules/admin/operator-guards';
import { createFaq } from '../factories';
import { lifecycleDriver } from '../lifecycle';
import { bearer, signInThroughLocalProvider } from '../sign-in';
import { createTestApp, type TestContext } from '../test-app';
import { ADMIN_ENDPOINTS, type AdminIds } from './admin-endpoints';
import { endpointKey } from './member-endpoints';

/**
 * A public demo (ALLOW_DEMO_PROVIDERS=true) lets anyone sign in as anyone, the demo operator
 * included: there the back office can be looked at, never changed (docs/decisions/0016-back-office.md).
 */
describe('in a public demo the back office is read-only', () => {
  let ctx: TestContext;
  let operator: string;
  let ids: AdminIds;

  beforeAll(async () => {
    // A public origin: test-app.ts asks for the demo parts with ALLOW_DEMO_PROVIDERS=true.
    ctx = await createTestApp({ APP_URL: 'https://demo.club.example' });
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Anyone At All' })).token;
    const life = lifecycleDriver(ctx);
    await life.seed();
    const paying = await life.signUp('demo.member@example.com', 'individual', 'year');
    const [invoice] = (await life.get(paying.token, '/billing/invoices')).json().invoices;
    const faq = await createFaq(ctx.database.db, { question: 'Is this the public demo’s FAQ?' });
    // Nothing can be uploaded or answered here: the ids of what does not exist are enough, since
    // a write is refused before anything is looked up.
    ids = {
      memberUserId: paying.userId,
      invoiceId: invoice.id,
      failedJobId: 1,
      faqId: faq!.id,
      faqOrder: [faq!.id],
      catalogDraftId: 1,
      catalogPublishedId: 1,
      catalogDiscardId: 1,
      priceReportId: 1,
      catalogVersion: 0,
    };
  });
  afterAll(() => ctx.close());

  const send = (call: { method: string; url: string; payload?: unknown }) =>
    ctx.app.inject({
      method: call.method as 'GET',
      url: `/api/v1${call.url}`,
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      headers: bearer(operator),
    });
  const snapshot = async () =>
    JSON.stringify(
      await ctx.database.db.execute(
        sql`select (select json_agg(a order by a.id) from audit_events a) as audit, (select json_agg(j order by j.id) from jobs j) as jobs, (select json_agg(f order by f.id) from faqs f) as faqs,
          (select json_agg(s order by s.id) from subscriptions s) as subscriptions, (select json_agg(r order by r.id) from refunds r) as refunds,
          (select json_agg(ss order by ss.id) from sandbox_subscriptions ss) as sandbox_subscriptions, (select json_agg(sr order by sr.id) from sandbox_refunds sr) as sandbox_refunds,
          (select json_agg(cu order by cu.id) from catalog_uploads cu) as catalog_uploads, (select json_agg(cs) from catalog_state cs) as catalog_state`,
      ),
    );

  const writes = ADMIN_ENDPOINTS.filter((e) => e.writes);
  const reads = ADMIN_ENDPOINTS.filter((e) => !e.writes);

  it.each(writes.map((e) => [endpointKey(e.method, e.route), e] as const))(
    'when the operator sends %s, then 403 says the back office is read-only, and nothing changes',
    async (_, endpoint) => {
      const before = await snapshot();
      const res = await send(endpoint.request(ids));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: OPERATOR_MESSAGES.publicDemo });
      expect(await snapshot()).toBe(before);
    },
  );

  it('when the operator reads the members, the member page, the FAQs, the catalogue, the jobs and the audit log, then they are answered', async () => {
    // Nothing is refused (the made-up ids answer 404)...
    for (const endpoint of reads) {
      const res = await send(endpoint.request(ids));
      expect(res.statusCode, `${endpoint.method} ${endpoint.route}: ${res.body}`).not.toBe(403);
    }
    // ...and what is there is shown.
    for (const url of [
      `/admin/members/${ids.memberUserId}`,
      '/admin/members?q=demo.member',
      '/admin/faqs',
      '/admin/catalog/uploads',
      '/admin/jobs',
      '/admin/audit',
    ]) {
      const res = await send({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });
});
