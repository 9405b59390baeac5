import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../../config/config';
import { auditEvents, jobs, refunds } from '../../../db/schema';
import { lifecycleDriver } from '../../../test/lifecycle';
import { bearer, signInThroughLocalProvider } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';

describe('operators refund a member’s invoice, in full or in part, once', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;
  let operator: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(operator), ...(payload ? { payload } : {}) });
  const refundOf = (userId: number, body: object) => admin('POST', `/admin/members/${userId}/refunds`, body);
  /** A member who paid for a year, and that payment's invoice as the member page lists it. */
  const payingMember = async (email: string) => {
    const { userId } = await life.signUp(email, 'family', 'year');
    const [invoice] = (await admin('GET', `/admin/members/${userId}`)).json().invoices.items;
    return { userId, invoice: invoice as { id: string; number: string; amount: number } };
  };
  const refundsOf = (userId: number) =>
    db().select().from(refunds).where(eq(refunds.userId, userId)).orderBy(refunds.id);
  const refundAudit = (userId: number) =>
    db().select().from(auditEvents).where(eq(auditEvents.memberUserId, userId)).orderBy(desc(auditEvents.id));
  const refundJobs = (userId: number) =>
    db()
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'template' = 'refund-issued' and (${jobs.payload}->>'userId')::int = ${userId}`);
  /** Everything a refund could change, here and at the payment sandbox. */
  const snapshot = async () =>
    JSON.stringify(
      await db().execute(
        sql`select (select json_agg(r order by r.id) from refunds r) as refunds, (select json_agg(s order by s.id) from sandbox_refunds s) as provider_refunds,
          (select json_agg(i order by i.id) from sandbox_invoices i) as invoices, (select json_agg(a order by a.id) from audit_events a) as audit,
          (select json_agg(j order by j.id) from jobs j) as jobs`,
      ),
    );

  it('when an operator refunds part and then the rest, then the invoice, the refunds, the audit log and the e-mails show both', async () => {
    const email = 'refund.twice@example.com';
    const { userId, invoice } = await payingMember(email);
    const totalCents = Math.round(invoice.amount * 100);

    const part = await refundOf(userId, {
      invoice_id: invoice.id,
      amount: 20,
      reason_code: 'service_problem',
      note: 'Pharmacy refused the card twice',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      repeated: false,
      refund: { invoice_id: invoice.id, amount: 20, reason: 'service_problem' },
      invoice: { id: invoice.id, amount_refunded: 20, refundable: (totalCents - 2000) / 100 },
    });
    expect(part.json().message).toBe(
      `$20.00 of invoice ${invoice.number} is on its way back to the member’s card, and they will get an e-mail saying so.`,
    );
    const [audited] = await refundAudit(userId);
    expect(audited).toMatchObject({
      action: 'member.refund',
      subjectType: 'invoice',
      subjectId: invoice.id,
      before: { amount_refunded_cents: 0 },
      after: { amount_cents: 2000, reason_code: 'service_problem', amount_refunded_cents: 2000 },
      reason: 'service_problem: Pharmacy refused the card twice',
    });

    const rest = await refundOf(userId, { invoice_id: invoice.id, reason_code: 'requested_by_customer' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({
      refund: { amount: (totalCents - 2000) / 100 },
      invoice: { amount_refunded: invoice.amount, refundable: 0 },
    });

    expect(await refundsOf(userId)).toMatchObject([
      { providerInvoiceId: invoice.id, amountCents: 2000, reason: 'service_problem' },
      { providerInvoiceId: invoice.id, amountCents: totalCents - 2000, reason: 'requested_by_customer' },
    ]);
    const page = (await admin('GET', `/admin/members/${userId}`)).json();
    expect(page.invoices.items[0]).toMatchObject({ id: invoice.id, amount_refunded: invoice.amount, refundable: 0 });
    expect(page.refunds.map((r: { amount: number }) => r.amount)).toEqual([(totalCents - 2000) / 100, 20]);
    // Newest first: each refund's intent, recorded before the provider was asked, then its outcome.
    expect(page.history.map((e: { action: string }) => e.action)).toEqual([
      'member.refund',
      'member.refund.requested',
      'member.refund',
      'member.refund.requested',
    ]);
    // The member's own billing page says the same.
    const own = (await life.get(await life.signIn(email), '/billing/invoices')).json().invoices[0];
    expect(own).toMatchObject({ id: invoice.id, amountRefunded: invoice.amount });

    expect(await refundJobs(userId)).toHaveLength(2);
    await life.deliver();
    const mails = (await life.mailTo(email)).filter((m) => m.kind === 'refund-issued');
    // One e-mail per refund; a batch is sent in parallel, so in either order.
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('$20.00'),
        expect.stringContaining(`$${((totalCents - 2000) / 100).toFixed(2)}`),
      ]),
    );

    const nothingLeft = await refundOf(userId, { invoice_id: invoice.id, reason_code: 'goodwill' });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().message).toBe(`Invoice ${invoice.number} is already refunded in full.`);
  });

  it('when the same refund is asked twice in a row, or twice at once, then it is made once', async () => {
    const { userId, invoice } = await payingMember('double.click@example.com');
    const body = { invoice_id: invoice.id, amount: 5, reason_code: 'goodwill' };

    // Without a key from the client: the second click reads the invoice after the first refund.
    const first = await refundOf(userId, body);
    const second = await refundOf(userId, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ repeated: true, refund: { id: first.json().refund.id } });
    expect(second.json().message).toContain('was already made, so nothing more was refunded');
    expect(await refundsOf(userId)).toHaveLength(1);

    // With the dialog's key, both in flight together, and again afterwards.
    const keyed = { ...body, request_key: 'dialog-7f3a9c2e' };
    const together = await Promise.all([refundOf(userId, keyed), refundOf(userId, keyed)]);
    expect(together.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(together.map((r) => r.json().repeated).sort()).toEqual([false, true]);
    const later = await refundOf(userId, keyed);
    expect(later.json()).toMatchObject({ repeated: true, refund: { id: together[0]!.json().refund.id } });
    expect(later.json().message).toBe('This refund of $5.00 was already made, so nothing more was refunded.');

    expect((await refundsOf(userId)).map((r) => r.amountCents)).toEqual([500, 500]);
    expect(later.json().invoice.amount_refunded).toBe(10);
    expect((await refundAudit(userId)).filter((e) => e.action === 'member.refund')).toHaveLength(2);
    expect(await refundJobs(userId)).toHaveLength(2);
  });

  it('when an operator names another member’s invoice, then 404, and nobody is refunded', async () => {
    const ana = await payingMember('ana.invoice@example.com');
    const ben = await payingMember('ben.invoice@example.com');
    const before = await snapshot();
    const res = await refundOf(ana.userId, { invoice_id: ben.invoice.id, reason_code: 'duplicate' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This member has no invoice with that id.');
    const unknown = await refundOf(ana.userId, { invoice_id: 'in_does_not_exist', reason_code: 'duplicate' });
    expect(unknown.statusCode).toBe(404);
    expect((await refundOf(999_999, { invoice_id: ana.invoice.id, reason_code: 'duplicate' })).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('when the amount is more than is left to refund, then 400 says how much can be, and nothing changes', async () => {
    const { userId, invoice } = await payingMember('too.much@example.com');
    expect((await refundOf(userId, { invoice_id: invoice.id, amount: 10, reason_code: 'goodwill' })).statusCode).toBe(
      200,
    );
    const before = await snapshot();
    const res = await refundOf(userId, { invoice_id: invoice.id, amount: invoice.amount, reason_code: 'goodwill' });
    expect(res.statusCode).toBe(400);
    const left = `$${(invoice.amount - 10).toFixed(2)}`;
    expect(res.json().message).toBe(
      `You can refund at most ${left} of invoice ${invoice.number}: it was $${invoice.amount.toFixed(2)} and $10.00 of it is already refunded.`,
    );
    expect(await snapshot()).toBe(before);
  });
});
