import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../config/config';
import { createFaq } from '../../test/factories';
import { lifecycleDriver } from '../../test/lifecycle';
import { bearer, signInThroughLocalProvider } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';
import { catalogCsv } from './catalog/catalog-test-files';
import { OPERATOR_MESSAGES } from './operator-guards';

const MINUTE = 60_000;

/**
 * Refunds, cancellations, publishing and "Show" need a sign-in from the last 30 minutes; the
 * back office's other writes keep the 12-hour rule (docs/decisions/0016-back-office.md).
 */
describe('the back office’s weightiest actions need a sign-in younger than 30 minutes', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => ctx.close());

  /** A fresh operator sign-in, then the clock moved on `minutes` from it. */
  const operatorSignedInAgo = async (minutes: number) => {
    const signedInAt = Date.now();
    const { token } = await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' });
    vi.useFakeTimers({ toFake: ['Date'], now: signedInAt + minutes * MINUTE });
    return token;
  };
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** Everything these actions could change, here and at the payment sandbox. */
  const snapshot = async () =>
    JSON.stringify(
      await ctx.database.db.execute(
        sql`select (select json_agg(a order by a.id) from audit_events a) as audit, (select json_agg(r order by r.id) from refunds r) as refunds,
          (select json_agg(s order by s.id) from subscriptions s) as subscriptions, (select json_agg(sr order by sr.id) from sandbox_refunds sr) as sandbox_refunds,
          (select json_agg(ss order by ss.id) from sandbox_subscriptions ss) as sandbox_subscriptions, (select json_agg(f order by f.id) from faqs f) as faqs,
          (select json_agg(cu order by cu.id) from catalog_uploads cu) as catalog_uploads, (select json_agg(cs) from catalog_state cs) as catalog_state`,
      ),
    );

  /** A paying member with an invoice to refund, a draft catalogue to publish and a published one to roll back to. */
  const arrange = async (name: string) => {
    const fresh = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL })).token;
    const { userId } = await life.signUp(`${name}@example.com`, 'individual', 'year');
    const [invoice] = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/members/${userId}`, headers: bearer(fresh) })
    ).json().invoices.items;
    const upload = async (file: string) =>
      (
        await send(fresh, 'POST', '/admin/catalog/uploads', {
          file_name: `${file}.csv`,
          csv: catalogCsv([{ name: file, packs: [[30, '9.00', '3.00']] }]),
        })
      ).json().upload.id as number;
    const published = await upload(`${name}live`);
    const version = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/catalog/uploads', headers: bearer(fresh) })).json()
        .catalog_version as number;
    expect(
      (
        await send(fresh, 'POST', `/admin/catalog/uploads/${published}/publish`, {
          expected_catalog_version: await version(),
        })
      ).statusCode,
    ).toBe(200);
    const draft = await upload(`${name}draft`);
    const faq = await createFaq(ctx.database.db, { question: `Is ${name} an FAQ?` });
    return {
      userId,
      invoiceId: invoice.id as string,
      draft,
      published,
      faqId: faq!.id,
      catalogVersion: await version(),
    };
  };
  type Arranged = Awaited<ReturnType<typeof arrange>>;

  const faqBody = {
    question: 'Does the card work at every pharmacy?',
    answer_html: '<p>At most.</p>',
    highlighted: false,
  };
  /** Each action of the 30-minute rule, as the web app sends it. */
  const weighty = (a: Arranged) =>
    [
      ['refund', 'POST', `/admin/members/${a.userId}/refunds`, { invoice_id: a.invoiceId, reason_code: 'goodwill' }],
      ['cancel', 'POST', `/admin/members/${a.userId}/cancel`, { when: 'now', reason: 'Asked by phone' }],
      ['show', 'POST', `/admin/members/${a.userId}/private-fields`, undefined],
      ['publish', 'POST', `/admin/catalog/uploads/${a.draft}/publish`, { expected_catalog_version: a.catalogVersion }],
      [
        'roll back',
        'POST',
        `/admin/catalog/uploads/${a.published}/rollback`,
        { expected_catalog_version: a.catalogVersion },
      ],
      ['publish an FAQ', 'POST', '/admin/faqs', faqBody],
    ] as const;

  it('when the sign-in is 31 minutes old, then refund, cancel, show and publishing answer 403 reauth_required and nothing changes', async () => {
    const arranged = await arrange('stale');
    const token = await operatorSignedInAgo(31);
    for (const [name, method, url, payload] of weighty(arranged)) {
      const before = await snapshot();
      const res = await send(token, method, url, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
      expect(res.json(), name).toMatchObject({ code: 'reauth_required', message: OPERATOR_MESSAGES.reauth });
      expect(await snapshot(), name).toBe(before);
    }
  });

  it('when the sign-in is 29 minutes old, then refund, cancel, show and publishing go through', async () => {
    const arranged = await arrange('recent');
    const token = await operatorSignedInAgo(29);
    // Roll back last: it publishes the earlier file again, after the draft.
    for (const [name, method, url, payload] of weighty(arranged)) {
      const body =
        name === 'roll back'
          ? { expected_catalog_version: arranged.catalogVersion + 1 }
          : (payload as object | undefined);
      const res = await send(token, method, url, body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  });

  it('when the sign-in is 31 minutes old, then an ordinary write (editing an FAQ) still goes through on the 12-hour rule', async () => {
    const { faqId } = await arrange('ordinary');
    const token = await operatorSignedInAgo(31);
    const edited = await send(token, 'PUT', `/admin/faqs/${faqId}`, faqBody);
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
