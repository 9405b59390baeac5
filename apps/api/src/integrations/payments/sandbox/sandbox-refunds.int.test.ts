import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxRefunds } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { ProviderEvent } from '../payment-provider';
import { SandboxPaymentProvider } from './sandbox-payment-provider';
import { APP_URL, CARD_DECLINES_CHARGES, invoicesOf, resetSandbox, subscribe } from './sandbox-test-factories';

describe('sandbox refunds', () => {
  let database: TestDatabase;
  let events: ProviderEvent[];
  let sandbox: SandboxPaymentProvider;
  const realTime = new Date('2026-02-10T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  beforeEach(async () => {
    await resetSandbox(database.db);
    events = [];
    sandbox = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, now: () => realTime });
    sandbox.setEventListener(async (event) => {
      events.push(event);
    });
  });

  /** A member's paid first invoice of $24.99. */
  async function paidInvoice() {
    const { subscriptionId, customerId } = await subscribe(sandbox, { amountCents: 2499 });
    const [invoice] = await invoicesOf(database.db, subscriptionId);
    events = [];
    return { invoiceId: invoice!.id, subscriptionId, customerId };
  }

  async function refundsOf(invoiceId: string) {
    return database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.invoiceId, invoiceId));
  }

  it('when no amount is given, then all that was paid is refunded and the app hears charge.refunded', async () => {
    const { invoiceId, subscriptionId, customerId } = await paidInvoice();

    const refund = await sandbox.refundInvoice({
      invoiceId,
      reason: 'requested_by_customer',
      idempotencyKey: 'full-1',
    });

    expect(refund).toEqual({
      id: expect.stringMatching(/^re_sbx_[0-9a-f]{32}$/),
      invoiceId,
      amountCents: 2499,
      currency: 'usd',
      status: 'succeeded',
    });
    expect(await sandbox.retrieveInvoice(invoiceId)).toMatchObject({ status: 'paid', amountRefundedCents: 2499 });
    expect(await refundsOf(invoiceId)).toMatchObject([
      { amountCents: 2499, reason: 'requested_by_customer', idempotencyKey: 'full-1' },
    ]);
    expect(events).toEqual([
      expect.objectContaining({ type: 'charge.refunded', invoiceId, subscriptionId, customerId }),
    ]);
  });

  it('when part is refunded, then the rest can be refunded later, and no more', async () => {
    const { invoiceId } = await paidInvoice();

    await sandbox.refundInvoice({ invoiceId, amountCents: 1000, reason: 'goodwill', idempotencyKey: 'part-1' });
    const rest = await sandbox.refundInvoice({ invoiceId, reason: 'cancelled', idempotencyKey: 'part-2' });

    expect(rest.amountCents).toBe(1499);
    expect((await sandbox.retrieveInvoice(invoiceId))!.amountRefundedCents).toBe(2499);
    await expect(sandbox.refundInvoice({ invoiceId, reason: 'again', idempotencyKey: 'part-3' })).rejects.toMatchObject(
      { kind: 'invalid_request', message: expect.stringContaining('already refunded in full') },
    );
  });

  it('when more than is left is asked for, then it is refused and nothing is refunded', async () => {
    const { invoiceId } = await paidInvoice();
    await sandbox.refundInvoice({ invoiceId, amountCents: 2000, reason: 'goodwill', idempotencyKey: 'over-1' });
    events = [];

    await expect(
      sandbox.refundInvoice({ invoiceId, amountCents: 500, reason: 'goodwill', idempotencyKey: 'over-2' }),
    ).rejects.toMatchObject({ name: 'PaymentProviderError', kind: 'invalid_request' });
    await expect(
      sandbox.refundInvoice({ invoiceId, amountCents: 0, reason: 'goodwill', idempotencyKey: 'over-3' }),
    ).rejects.toMatchObject({ kind: 'invalid_request' });

    expect((await sandbox.retrieveInvoice(invoiceId))!.amountRefundedCents).toBe(2000);
    expect(await refundsOf(invoiceId)).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('when the same key is sent twice, even at once, then one refund is made and both answers name it', async () => {
    const { invoiceId } = await paidInvoice();
    const request = { invoiceId, amountCents: 700, reason: 'goodwill', idempotencyKey: 'same-key' };

    const [first, second] = await Promise.all([sandbox.refundInvoice(request), sandbox.refundInvoice(request)]);
    const third = await sandbox.refundInvoice({ invoiceId, reason: 'goodwill', idempotencyKey: 'same-key' });

    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await refundsOf(invoiceId)).toHaveLength(1);
    expect((await sandbox.retrieveInvoice(invoiceId))!.amountRefundedCents).toBe(700);
    expect(events.filter((e) => e.type === 'charge.refunded')).toHaveLength(1);
  });

  it('when a key is reused for another invoice or amount, then it is refused', async () => {
    const mine = await paidInvoice();
    const theirs = await paidInvoice();
    await sandbox.refundInvoice({ invoiceId: mine.invoiceId, amountCents: 100, reason: 'r', idempotencyKey: 'k' });

    await expect(
      sandbox.refundInvoice({ invoiceId: theirs.invoiceId, reason: 'r', idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(
      sandbox.refundInvoice({ invoiceId: mine.invoiceId, amountCents: 200, reason: 'r', idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ kind: 'invalid_request' });
    expect((await sandbox.retrieveInvoice(theirs.invoiceId))!.amountRefundedCents).toBe(0);
  });

  it('when the invoice is a $0 trial, unpaid or unknown, then there is nothing to refund', async () => {
    const trial = await subscribe(sandbox, { trialDays: 7, card: CARD_DECLINES_CHARGES });
    await sandbox.clock.advance(8);
    const [zero, open] = await invoicesOf(database.db, trial.subscriptionId);

    for (const invoiceId of [zero!.id, open!.id]) {
      await expect(
        sandbox.refundInvoice({ invoiceId, reason: 'r', idempotencyKey: `nothing-${invoiceId}` }),
      ).rejects.toMatchObject({ kind: 'invalid_request' });
    }
    await expect(
      sandbox.refundInvoice({ invoiceId: 'in_sbx_nope', reason: 'r', idempotencyKey: 'nothing-unknown' }),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });
});
