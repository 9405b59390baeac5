import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../../config/config';
import { auditEvents, refunds, sandboxRefunds, sandboxSubscriptions, subscriptions } from '../../../db/schema';
import { lifecycleDriver } from '../../../test/lifecycle';
import { bearer, signInThroughLocalProvider } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * A refund or a cancellation is first asked of the payment provider, then recorded here. The
 * audit log records the operator's intent before the provider is asked, in its own committed
 * entry, so a provider that acted followed by a database that failed still leaves a trace.
 */
describe('an operator’s refund or cancellation is audited before the payment provider is asked', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;
  let operator: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
  });
  afterEach(async () => {
    await ctx.database.db.execute(sql.raw('drop trigger if exists test_database_fails on refunds'));
    await ctx.database.db.execute(sql.raw('drop trigger if exists test_database_fails on audit_events'));
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(operator), ...(payload ? { payload } : {}) });
  const payingMember = async (email: string) => {
    const { userId } = await life.signUp(email, 'family', 'year');
    const [invoice] = (await admin('GET', `/admin/members/${userId}`)).json().invoices.items;
    return { userId, invoice: invoice as { id: string; number: string; amount: number } };
  };
  const auditOf = (userId: number) =>
    db().select().from(auditEvents).where(eq(auditEvents.memberUserId, userId)).orderBy(auditEvents.id);
  /** From now on, writing `table` fails (when `when` holds), as a database that went away would. */
  const failWrites = async (table: 'refunds' | 'audit_events', when = 'true') => {
    await db().execute(
      sql.raw(`create or replace function test_database_fails() returns trigger language plpgsql as $$
        begin if ${when} then raise exception 'the database went away'; end if; return new; end $$`),
    );
    await db().execute(
      sql.raw(
        `create trigger test_database_fails before insert on ${table} for each row execute function test_database_fails()`,
      ),
    );
  };

  it('when the provider makes the refund and then the database fails, then the intent is in the audit log', async () => {
    const { userId, invoice } = await payingMember('refund.db.fails@example.com');
    await failWrites('refunds');
    const body = { invoice_id: invoice.id, amount: 12.5, reason_code: 'goodwill', note: 'Card refused twice' };

    const res = await admin('POST', `/admin/members/${userId}/refunds`, { ...body, request_key: 'k'.repeat(20) });
    expect(res.statusCode).toBe(500);

    // The provider paid it back; our refunds table knows nothing of it; the audit log knows it was asked.
    const [paid] = await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.invoiceId, invoice.id));
    expect(paid).toMatchObject({ amountCents: 1250 });
    expect(await db().select().from(refunds).where(eq(refunds.userId, userId))).toEqual([]);
    expect(await auditOf(userId)).toMatchObject([
      {
        action: 'member.refund.requested',
        operatorEmail: DEMO_OPERATOR_EMAIL,
        subjectType: 'invoice',
        subjectId: invoice.id,
        after: { amount_cents: 1250, reason_code: 'goodwill', request_key: 'k'.repeat(20) },
        reason: 'goodwill: Card refused twice',
      },
    ]);

    // Asking again once the database is back records the refund the provider made, once.
    await ctx.database.db.execute(sql.raw('drop trigger test_database_fails on refunds'));
    const again = await admin('POST', `/admin/members/${userId}/refunds`, { ...body, request_key: 'k'.repeat(20) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refund).toMatchObject({ amount: 12.5 });
    expect(await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.invoiceId, invoice.id))).toHaveLength(1);
    expect((await auditOf(userId)).map((e) => e.action)).toEqual([
      'member.refund.requested',
      'member.refund.requested',
      'member.refund',
    ]);
  });

  it('when the provider refuses the refund, then the intent and the failure with its code are in the audit log', async () => {
    const { userId, invoice } = await payingMember('refund.refused@example.com');
    const requestKey = 'r'.repeat(20);
    // The provider already used this request's key for another amount: it refuses, as Stripe does.
    await db()
      .insert(sandboxRefunds)
      .values({
        id: 're_sbx_earlier',
        invoiceId: invoice.id,
        amountCents: 100,
        currency: 'usd',
        reason: 'goodwill',
        idempotencyKey: `admin-refund:${invoice.id}:${requestKey}`,
      });

    const res = await admin('POST', `/admin/members/${userId}/refunds`, {
      invoice_id: invoice.id,
      amount: 20,
      reason_code: 'goodwill',
      request_key: requestKey,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(await auditOf(userId)).toMatchObject([
      { action: 'member.refund.requested', subjectId: invoice.id, after: { amount_cents: 2000 } },
      { action: 'member.refund.failed', subjectId: invoice.id, after: { error_code: 'conflict', amount_cents: 2000 } },
    ]);
  });

  it('when the provider ends the membership and then the database fails, then the intent is in the audit log', async () => {
    const { userId } = await payingMember('cancel.db.fails@example.com');
    await failWrites('audit_events', "new.action = 'member.cancel'");

    const res = await admin('POST', `/admin/members/${userId}/cancel`, { when: 'now', reason: 'Asked by phone' });
    expect(res.statusCode).toBe(500);

    const [ours] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const [theirs] = await db()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, ours!.providerSubscriptionId));
    expect(theirs?.status).toBe('canceled');
    expect(await auditOf(userId)).toMatchObject([
      {
        action: 'member.cancel.requested',
        subjectType: 'subscription',
        subjectId: String(ours!.id),
        before: { status: 'active', cancel_at_period_end: false },
        after: { when: 'now' },
        reason: 'Asked by phone',
      },
    ]);
  });

  it('when the provider no longer knows the subscription, then the intent and the failure are in the audit log', async () => {
    const { userId } = await payingMember('cancel.unknown@example.com');
    await db()
      .update(subscriptions)
      .set({ providerSubscriptionId: 'sub_sbx_unknown_to_the_provider' })
      .where(and(eq(subscriptions.userId, userId)));

    const res = await admin('POST', `/admin/members/${userId}/cancel`, {
      when: 'period_end',
      reason: 'Asked by phone',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect((await auditOf(userId)).map((e) => [e.action, e.after])).toEqual([
      ['member.cancel.requested', { when: 'period_end' }],
      ['member.cancel.failed', { when: 'period_end', error_code: 'conflict' }],
    ]);
  });
});
