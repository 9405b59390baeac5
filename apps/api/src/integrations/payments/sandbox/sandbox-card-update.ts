import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxInvoices, sandboxSubscriptions } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { type CardFailure, readTestCard, saveCard } from './sandbox-cards';
import { invoiceEvent, type PendingEvent, subscriptionEvent } from './sandbox-events';
import { LIVE_STATUSES } from './sandbox-records';
import { billLockedSubscription, openInvoiceOf } from './sandbox-renewals';

export type CardUpdate = { ok: true; invoicesPaid: number } | { ok: false; reason: CardFailure };

/**
 * Puts a new card on file from the portal. When it pays, a past-due subscription's open invoice
 * is retried at once, as Stripe retries when the customer updates their card: paid, the
 * subscription is active again for that invoice's period, and anything due since is billed.
 */
export async function updateCardOnFile(
  db: Database,
  { customerId, cardNumber, now }: { customerId: string; cardNumber: string; now: Date },
): Promise<{ result: CardUpdate; events: PendingEvent[] }> {
  const card = readTestCard(cardNumber);
  if (!card.ok) return { result: card, events: [] };
  return withTransaction(db, async (tx) => {
    // Every live subscription is locked, not only the past-due ones: a renewal failing right now
    // on the old card finishes first, and its open invoice is then retried here.
    const live = await tx
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(eq(sandboxSubscriptions.customerId, customerId), inArray(sandboxSubscriptions.status, [...LIVE_STATUSES])),
      )
      .orderBy(asc(sandboxSubscriptions.id))
      .for('update');
    await saveCard(tx, { customerId, card, now });
    const events: PendingEvent[] = [];
    let invoicesPaid = 0;
    if (card.declinesCharges) return { result: { ok: true as const, invoicesPaid }, events };
    for (const row of live) {
      const open = row.status === 'past_due' ? await openInvoiceOf(tx, row.id) : null;
      let current = row;
      if (open) {
        await tx.update(sandboxInvoices).set({ status: 'paid' }).where(eq(sandboxInvoices.id, open.id));
        const [paid] = await tx
          .update(sandboxSubscriptions)
          .set({ status: 'active', currentPeriodStart: open.periodStart, currentPeriodEnd: open.periodEnd })
          .where(eq(sandboxSubscriptions.id, row.id))
          .returning();
        current = paid!;
        invoicesPaid++;
        events.push(invoiceEvent('invoice.paid', open), subscriptionEvent('customer.subscription.updated', row));
      }
      const later = await billLockedSubscription(tx, current, now);
      events.push(...later.events);
    }
    return { result: { ok: true as const, invoicesPaid }, events };
  });
}
