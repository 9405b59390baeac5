import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxInvoices, sandboxRefunds } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { PaymentProviderError, type ProviderRefund } from '../payment-provider';
import { invoiceEvent, type PendingEvent } from './sandbox-events';
import { newId } from './sandbox-records';

/** Refunds of paid invoices, in full or in part, never more than was paid. */

export type RefundRequest = { invoiceId: string; amountCents?: number; reason: string; idempotencyKey: string };

type RefundRow = typeof sandboxRefunds.$inferSelect;

/**
 * The refund and the invoice's refunded total change in one transaction, with the invoice locked,
 * so two refunds of one invoice never pay back more than it was paid. The same idempotency key
 * answers the refund it made before (and tells nobody again); the unique key is the backstop when
 * two requests with one key race on different invoices.
 */
export async function refundInvoice(
  db: Database,
  input: RefundRequest,
  now: Date,
): Promise<{ refund: ProviderRefund; events: PendingEvent[] }> {
  return withTransaction(db, async (tx) => {
    const [invoice] = await tx
      .select()
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.id, input.invoiceId))
      .for('update');
    if (!invoice) throw new PaymentProviderError(`No such invoice: ${input.invoiceId}`, 'not_found');
    const earlier = await findByKey(tx, input.idempotencyKey);
    if (earlier) return { refund: sameRequestOrThrow(earlier, input), events: [] };
    if (invoice.status !== 'paid' || invoice.amountCents <= 0) {
      throw new PaymentProviderError(`Invoice ${invoice.id} has no payment to refund`, 'invalid_request');
    }
    const left = invoice.amountCents - invoice.amountRefundedCents;
    const amountCents = input.amountCents ?? left;
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      throw new PaymentProviderError(
        left === 0
          ? `Invoice ${invoice.id} is already refunded in full`
          : 'A refund must be a positive number of cents',
        'invalid_request',
      );
    }
    if (amountCents > left) {
      throw new PaymentProviderError(
        `Refund of ${amountCents} cents is more than the ${left} cents left to refund on invoice ${invoice.id}`,
        'invalid_request',
      );
    }
    const [created] = await tx
      .insert(sandboxRefunds)
      .values({
        id: newId('re_sbx_'),
        invoiceId: invoice.id,
        amountCents,
        currency: invoice.currency,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      })
      .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
      .returning();
    if (!created)
      return { refund: sameRequestOrThrow((await findByKey(tx, input.idempotencyKey))!, input), events: [] };
    await tx
      .update(sandboxInvoices)
      .set({ amountRefundedCents: sql`${sandboxInvoices.amountRefundedCents} + ${amountCents}` })
      .where(eq(sandboxInvoices.id, invoice.id));
    return { refund: toProviderRefund(created), events: [invoiceEvent('charge.refunded', invoice)] };
  });
}

async function findByKey(tx: Database, key: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, key));
  return row;
}

/** Like Stripe's idempotency keys: the same key for another invoice or amount is a caller bug. */
function sameRequestOrThrow(row: RefundRow, input: RefundRequest): ProviderRefund {
  const isSame =
    row.invoiceId === input.invoiceId && (input.amountCents === undefined || input.amountCents === row.amountCents);
  if (!isSame) {
    throw new PaymentProviderError('This idempotency key was already used with other parameters', 'invalid_request');
  }
  return toProviderRefund(row);
}

function toProviderRefund(row: RefundRow): ProviderRefund {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    amountCents: row.amountCents,
    currency: row.currency,
    status: 'succeeded',
  };
}
