import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxPrices, sandboxSubscriptions } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { PaymentProviderError } from '../payment-provider';
import { cardDeclinesCharges } from './sandbox-cards';
import { type PendingEvent, subscriptionEvent } from './sandbox-events';
import { describePlan, isInterval } from './sandbox-format';
import { insertInvoice } from './sandbox-invoices';
import { addInterval } from './sandbox-periods';
import type { SubscriptionRow } from './sandbox-records';
import { billLockedSubscription, endSubscription } from './sandbox-renewals';

/**
 * Changes a member or the app asks for: cancelling (at period end or now), switching plan, and
 * an announced price change. Each locks the subscription and first bills what came due, so the
 * change applies to the period the member is really in.
 */

export type Change<T> = { outcome: T; events: PendingEvent[] };

type Target = {
  subscriptionId: string;
  now: Date;
  /** Only this customer's subscription (portal pages). */
  customerId?: string;
};

/** `cancel` true ends it at its period end; false takes a pending cancellation back. */
export async function setCancelAtPeriodEnd(
  db: Database,
  target: Target & { cancel: boolean },
): Promise<Change<'changed' | 'unchanged' | 'not_found'>> {
  return withBilledSubscription(db, target, async (tx, row, events) => {
    if (!row) return { outcome: 'not_found', events };
    const isEnded = row.status === 'canceled' || row.status === 'incomplete_expired';
    if (isEnded || row.cancelAtPeriodEnd === target.cancel) return { outcome: 'unchanged', events };
    await tx
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd: target.cancel, canceledAt: target.cancel ? target.now : null })
      .where(eq(sandboxSubscriptions.id, row.id));
    return { outcome: 'changed', events: [...events, subscriptionEvent('customer.subscription.updated', row)] };
  });
}

/**
 * Ends the subscription now, as Stripe's immediate cancel does: nothing renews or is charged
 * again, not even a renewal that came due unbilled. 'unchanged' when it had already ended.
 */
export async function cancelNow(db: Database, target: Target): Promise<Change<'changed' | 'unchanged' | 'not_found'>> {
  return withTransaction(db, async (tx) => {
    const row = await lockSubscription(tx, target);
    if (!row) return { outcome: 'not_found', events: [] };
    if (row.status === 'canceled' || row.status === 'incomplete_expired') return { outcome: 'unchanged', events: [] };
    // A cancellation whose period end has passed took effect then; it keeps its request time.
    const hasTakenEffect = row.cancelAtPeriodEnd && row.currentPeriodEnd.getTime() <= target.now.getTime();
    const canceledAt = hasTakenEffect ? (row.canceledAt ?? target.now) : target.now;
    await endSubscription(tx, row, { status: 'canceled', canceledAt });
    return { outcome: 'changed', events: [subscriptionEvent('customer.subscription.deleted', row)] };
  });
}

/**
 * Ends a free trial now, as Stripe's `trial_end=now`: the first paid period starts today and is
 * billed at once with the card on file. 'unchanged' when it is not in its trial.
 */
export async function endTrialNow(
  db: Database,
  target: Target,
): Promise<Change<'changed' | 'unchanged' | 'not_found'>> {
  return withBilledSubscription(db, target, async (tx, row, events) => {
    if (!row) return { outcome: 'not_found', events };
    if (row.status !== 'trialing') return { outcome: 'unchanged', events };
    const [due] = await tx
      .update(sandboxSubscriptions)
      .set({ trialEnd: target.now, currentPeriodEnd: target.now })
      .where(eq(sandboxSubscriptions.id, row.id))
      .returning();
    const billed = await billLockedSubscription(tx, due as SubscriptionRow, target.now);
    return { outcome: 'changed', events: [...events, ...billed.events] };
  });
}

export type SwitchOutcome = 'changed' | 'unchanged' | 'not_found' | 'price_not_found' | 'ended' | 'declined';

/**
 * Moves a live subscription to another price at once, as Stripe's portal does. A change of
 * interval starts a new period today, paid now (the new plan's first invoice); a change within
 * the interval keeps the period and bills the new amount from the next renewal. A trial stays a
 * trial.
 */
export async function switchPrice(
  db: Database,
  target: Target & { customerId: string; priceId: string },
): Promise<Change<SwitchOutcome>> {
  const { now } = target;
  return withBilledSubscription(db, target, async (tx, row, events) => {
    if (!row) return { outcome: 'not_found', events };
    const [price] = await tx.select().from(sandboxPrices).where(eq(sandboxPrices.id, target.priceId));
    if (!price || !isInterval(price.interval)) return { outcome: 'price_not_found', events };
    if (row.status !== 'active' && row.status !== 'trialing') return { outcome: 'ended', events };
    if (row.priceId === price.id) return { outcome: 'unchanged', events };
    const plan = {
      priceId: price.id,
      productName: price.productName,
      amountCents: price.amountCents,
      currency: price.currency,
      interval: price.interval,
    };
    const updated = subscriptionEvent('customer.subscription.updated', row);
    if (row.status === 'trialing' || price.interval === row.interval) {
      await tx.update(sandboxSubscriptions).set(plan).where(eq(sandboxSubscriptions.id, row.id));
      return { outcome: 'changed', events: [...events, updated] };
    }
    if (await cardDeclinesCharges(tx, row.customerId)) return { outcome: 'declined', events };
    const periodEnd = addInterval(now, price.interval);
    await tx
      .update(sandboxSubscriptions)
      .set({ ...plan, status: 'active', currentPeriodStart: now, currentPeriodEnd: periodEnd })
      .where(eq(sandboxSubscriptions.id, row.id));
    await insertInvoice(tx, {
      customerId: row.customerId,
      subscriptionId: row.id,
      priceId: price.id,
      description: describePlan(price.productName, price.interval),
      amountCents: price.amountCents,
      currency: price.currency,
      status: 'paid',
      periodStart: now,
      periodEnd,
      createdAt: now,
    });
    return { outcome: 'changed', events: [...events, updated] };
  });
}

/**
 * An announced price change: the subscription moves to the new price now, keeps its period,
 * nothing is charged or credited now, and the next renewal bills the new price (Stripe's
 * proration_behavior "none"). Like Stripe, an ended subscription cannot be changed.
 */
export async function changePriceAtRenewal(
  db: Database,
  target: Target & { priceId: string },
): Promise<Change<'changed' | 'unchanged' | 'not_found'>> {
  return withBilledSubscription(db, target, async (tx, row, events) => {
    if (!row) return { outcome: 'not_found', events };
    const [price] = await tx.select().from(sandboxPrices).where(eq(sandboxPrices.id, target.priceId));
    if (!price || !isInterval(price.interval)) {
      throw new PaymentProviderError(`No such price: ${target.priceId}`, 'invalid_request');
    }
    if (row.status === 'canceled' || row.status === 'incomplete_expired') {
      throw new PaymentProviderError(`Subscription ${row.id} has ended and cannot change price`, 'invalid_request');
    }
    if (row.priceId === price.id) return { outcome: 'unchanged', events };
    await tx
      .update(sandboxSubscriptions)
      .set({
        priceId: price.id,
        productName: price.productName,
        amountCents: price.amountCents,
        currency: price.currency,
        interval: price.interval,
      })
      .where(eq(sandboxSubscriptions.id, row.id));
    return { outcome: 'changed', events: [...events, subscriptionEvent('customer.subscription.updated', row)] };
  });
}

/**
 * Runs `change` on the locked subscription (null when unknown) after billing what came due;
 * the billing's events come first in the list it is handed.
 */
async function withBilledSubscription<T>(
  db: Database,
  target: Target,
  change: (tx: Database, row: SubscriptionRow | null, events: PendingEvent[]) => Promise<Change<T>>,
): Promise<Change<T>> {
  return withTransaction(db, async (tx) => {
    const locked = await lockSubscription(tx, target);
    if (!locked) return change(tx, null, []);
    const billed = await billLockedSubscription(tx, locked, target.now);
    return change(tx, billed.row, billed.events);
  });
}

async function lockSubscription(tx: Database, { subscriptionId, customerId }: Target) {
  const [row] = await tx
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        eq(sandboxSubscriptions.id, subscriptionId),
        customerId === undefined ? undefined : eq(sandboxSubscriptions.customerId, customerId),
      ),
    )
    .for('update');
  return row ?? null;
}
