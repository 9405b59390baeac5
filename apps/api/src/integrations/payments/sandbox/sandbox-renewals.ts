import { and, asc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxInvoices, sandboxSubscriptions } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { cardDeclinesCharges } from './sandbox-cards';
import { invoiceEvent, type PendingEvent, subscriptionEvent } from './sandbox-events';
import { describePlan } from './sandbox-format';
import { insertInvoice } from './sandbox-invoices';
import { renewalEnd } from './sandbox-periods';
import { isLiveStatus, LIVE_STATUSES, type SubscriptionRow, toInterval } from './sandbox-records';

/**
 * Renewals billed for real, as Stripe bills when a test clock moves: every period that came due
 * gets its own invoice, paid with the card on file, or left open when the card declines (the
 * subscription is then past due and waits for a card that pays).
 */

export type BillingCounts = { renewalsBilled: number; failedCharges: number; ended: number };

export type RenewalOutcome = BillingCounts & { row: SubscriptionRow; events: PendingEvent[] };

/**
 * Bills what came due on one subscription, which the caller holds locked (FOR UPDATE) in `tx`.
 * Returns the row as now stored and the events to tell once `tx` commits.
 */
export async function billLockedSubscription(tx: Database, row: SubscriptionRow, now: Date): Promise<RenewalOutcome> {
  const outcome: RenewalOutcome = { row, events: [], renewalsBilled: 0, failedCharges: 0, ended: 0 };
  if (!isLiveStatus(row.status) || row.currentPeriodEnd.getTime() > now.getTime()) return outcome;

  if (row.cancelAtPeriodEnd) {
    outcome.row = await endSubscription(tx, row, { status: 'canceled', canceledAt: row.canceledAt ?? now });
    outcome.events.push(subscriptionEvent('customer.subscription.deleted', row));
    outcome.ended = 1;
    return outcome;
  }
  // Its failed renewal stays open until a card that pays is put on file.
  if (row.status === 'past_due' && (await openInvoiceOf(tx, row.id))) return outcome;

  const declines = await cardDeclinesCharges(tx, row.customerId);
  const interval = toInterval(row.interval);
  const invoice = {
    customerId: row.customerId,
    subscriptionId: row.id,
    priceId: row.priceId,
    description: describePlan(row.productName, interval),
    amountCents: row.amountCents,
    currency: row.currency,
  };
  let periodStart = row.currentPeriodStart;
  let periodEnd = row.currentPeriodEnd;
  for (let n = 1; periodEnd.getTime() <= now.getTime(); n++) {
    const nextEnd = renewalEnd(row, interval, n);
    // Dated when the period starts, as Stripe dates a renewal invoice.
    const period = { periodStart: periodEnd, periodEnd: nextEnd, createdAt: periodEnd };
    if (declines) {
      const id = await insertInvoice(tx, { ...invoice, ...period, status: 'open' });
      outcome.row = await updateSubscription(tx, row.id, { status: 'past_due' });
      outcome.events.push(invoiceEvent('invoice.payment_failed', { ...invoice, id }));
      outcome.events.push(subscriptionEvent('customer.subscription.updated', row));
      outcome.failedCharges = 1;
      return outcome;
    }
    const id = await insertInvoice(tx, { ...invoice, ...period, status: 'paid' });
    outcome.events.push(invoiceEvent('invoice.paid', { ...invoice, id }));
    outcome.renewalsBilled++;
    periodStart = periodEnd;
    periodEnd = nextEnd;
  }
  // A finished trial becomes active, as does a past-due subscription whose renewal was paid.
  outcome.row = await updateSubscription(tx, row.id, {
    status: 'active',
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
  });
  outcome.events.push(subscriptionEvent('customer.subscription.updated', row));
  return outcome;
}

/**
 * Bills every live subscription whose period ended by `now`, one subscription per transaction,
 * telling the app of each once it committed. Safe to run twice at once, on one instance or two:
 * a subscription being billed is locked and skipped by the other run, and is no longer due
 * once that run commits.
 */
export async function billDueRenewals(
  db: Database,
  { now, onBilled }: { now: Date; onBilled: (events: PendingEvent[]) => Promise<void> },
): Promise<BillingCounts> {
  const totals: BillingCounts = { renewalsBilled: 0, failedCharges: 0, ended: 0 };
  // A past-due subscription stays due but has nothing to bill: visited once per run.
  const visited: string[] = [];
  for (;;) {
    const outcome = await withTransaction(db, async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(
          and(
            inArray(sandboxSubscriptions.status, [...LIVE_STATUSES]),
            lte(sandboxSubscriptions.currentPeriodEnd, now),
            visited.length > 0 ? notInArray(sandboxSubscriptions.id, visited) : undefined,
          ),
        )
        .orderBy(asc(sandboxSubscriptions.currentPeriodEnd), asc(sandboxSubscriptions.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ? billLockedSubscription(tx, row, now) : null;
    });
    if (!outcome) return totals;
    visited.push(outcome.row.id);
    totals.renewalsBilled += outcome.renewalsBilled;
    totals.failedCharges += outcome.failedCharges;
    totals.ended += outcome.ended;
    await onBilled(outcome.events);
  }
}

/** Ends a subscription; its unpaid invoices are voided, since nothing will be charged again. */
export async function endSubscription(
  tx: Database,
  row: SubscriptionRow,
  values: { status: 'canceled'; canceledAt: Date },
): Promise<SubscriptionRow> {
  await tx
    .update(sandboxInvoices)
    .set({ status: 'void' })
    .where(and(eq(sandboxInvoices.subscriptionId, row.id), eq(sandboxInvoices.status, 'open')));
  return updateSubscription(tx, row.id, values);
}

export async function openInvoiceOf(tx: Database, subscriptionId: string) {
  const [open] = await tx
    .select()
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, 'open')))
    .orderBy(asc(sandboxInvoices.periodStart))
    .limit(1);
  return open ?? null;
}

async function updateSubscription(
  tx: Database,
  id: string,
  values: Partial<typeof sandboxSubscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [row] = await tx.update(sandboxSubscriptions).set(values).where(eq(sandboxSubscriptions.id, id)).returning();
  return row!;
}
