import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPrices,
  sandboxSubscriptions,
} from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { describePlan, isInterval } from './sandbox-format';
import { addInterval, newId, readSession, readSubscription } from './sandbox-records';

/** The sandbox's state changes: paying a checkout session, switching plan and cancelling at period end. */

/** Stripe's test-card conventions. */
const CARD_SUCCEEDS = '4242424242424242';
const CARD_DECLINED = '4000000000000002';

export const PAY_MESSAGES = {
  not_found: 'This checkout does not exist.',
  expired: 'This checkout has expired. Go back and start again.',
  complete: 'This checkout has already been paid.',
  declined: 'Your card was declined.',
  incorrect_number: 'Your card number is incorrect.',
} as const;

export type PayFailure = keyof typeof PAY_MESSAGES;

export type PayResult =
  | { ok: true; redirectUrl: string; subscriptionId: string; customerId: string }
  | { ok: false; reason: PayFailure; message: string };

export async function payCheckoutSession(
  db: Database,
  { sessionId, cardNumber, now }: { sessionId: string; cardNumber: string; now: Date },
): Promise<PayResult> {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return withTransaction(db, async (tx) => {
    // Locked, so a double click on Pay creates one subscription and one charge.
    const [session] = await tx
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId))
      .for('update');
    if (!session) return failure('not_found');
    const { status } = readSession(session, now);
    if (status !== 'open') return failure(status);
    if (digits === CARD_DECLINED) return failure('declined');
    if (digits !== CARD_SUCCEEDS) return failure('incorrect_number');

    const interval = isInterval(session.interval) ? session.interval : 'month';
    const isTrial = session.trialDays > 0;
    const trialEnd = isTrial ? new Date(now.getTime() + session.trialDays * 86_400_000) : null;
    const periodEnd = trialEnd ?? addInterval(now, interval);
    const subscriptionId = newId('sub_sbx_');
    await tx.insert(sandboxSubscriptions).values({
      id: subscriptionId,
      customerId: session.customerId,
      priceId: session.priceId,
      productName: session.productName,
      amountCents: session.amountCents,
      currency: session.currency,
      interval,
      status: isTrial ? 'trialing' : 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      trialEnd,
      createdAt: now,
    });
    // Only what a provider reports back: brand, last four digits and expiry.
    await tx
      .update(sandboxCustomers)
      .set({ cardBrand: 'Visa', cardLast4: digits.slice(-4), cardExpMonth: 12, cardExpYear: now.getUTCFullYear() + 2 })
      .where(eq(sandboxCustomers.id, session.customerId));
    const description = describePlan(session.productName, interval);
    await insertInvoice(tx, {
      customerId: session.customerId,
      subscriptionId,
      description: isTrial ? `${description}: free trial` : description,
      amountCents: isTrial ? 0 : session.amountCents,
      currency: session.currency,
      status: 'paid',
      periodStart: now,
      periodEnd,
      createdAt: now,
    });
    await tx
      .update(sandboxCheckoutSessions)
      .set({ status: 'complete', paymentStatus: isTrial ? 'no_payment_required' : 'paid', subscriptionId })
      .where(eq(sandboxCheckoutSessions.id, session.id));
    return {
      ok: true as const,
      subscriptionId,
      customerId: session.customerId,
      redirectUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
    };
  });
}

/** 'changed' when the subscription now ends at its period end; 'unchanged' when it already did. */
export async function cancelAtPeriodEnd(
  db: Database,
  { customerId, subscriptionId, now }: { customerId: string; subscriptionId: string; now: Date },
): Promise<'changed' | 'unchanged' | 'not_found'> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxSubscriptions)
      .where(and(eq(sandboxSubscriptions.id, subscriptionId), eq(sandboxSubscriptions.customerId, customerId)))
      .for('update');
    if (!row) return 'not_found';
    const current = readSubscription(row, now);
    if (current.cancelAtPeriodEnd || current.status === 'canceled') return 'unchanged';
    // The period computed on read (after renewals or a finished trial) becomes the stored one,
    // so the cancellation takes effect at the end of the period the member is in now.
    await tx
      .update(sandboxSubscriptions)
      .set({
        cancelAtPeriodEnd: true,
        canceledAt: now,
        status: current.status,
        currentPeriodEnd: current.currentPeriodEnd ?? row.currentPeriodEnd,
      })
      .where(eq(sandboxSubscriptions.id, row.id));
    return 'changed';
  });
}

/**
 * Ends the subscription now, as Stripe's immediate cancel does: nothing renews or is charged
 * again. 'unchanged' when it had already ended.
 */
export async function cancelNow(
  db: Database,
  { subscriptionId, now }: { subscriptionId: string; now: Date },
): Promise<'changed' | 'unchanged' | 'not_found'> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, subscriptionId))
      .for('update');
    if (!row) return 'not_found';
    const current = readSubscription(row, now);
    if (current.status === 'canceled' || current.status === 'incomplete_expired') return 'unchanged';
    await tx
      .update(sandboxSubscriptions)
      .set({ status: 'canceled', canceledAt: now })
      .where(eq(sandboxSubscriptions.id, row.id));
    return 'changed';
  });
}

export type SwitchOutcome = 'changed' | 'unchanged' | 'not_found' | 'price_not_found' | 'ended';

/**
 * Moves a live subscription to another price at once, as Stripe's portal does. A change of
 * interval starts a new period today, paid now (the new plan's first invoice); a change within
 * the interval keeps the period and bills the new amount from the next renewal. A trial stays a
 * trial.
 */
export async function switchPrice(
  db: Database,
  input: { customerId: string; subscriptionId: string; priceId: string; now: Date },
): Promise<SwitchOutcome> {
  const { now } = input;
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(eq(sandboxSubscriptions.id, input.subscriptionId), eq(sandboxSubscriptions.customerId, input.customerId)),
      )
      .for('update');
    if (!row) return 'not_found';
    const [price] = await tx.select().from(sandboxPrices).where(eq(sandboxPrices.id, input.priceId));
    if (!price || !isInterval(price.interval)) return 'price_not_found';
    const current = readSubscription(row, now);
    if (current.status !== 'active' && current.status !== 'trialing') return 'ended';
    if (row.priceId === price.id) return 'unchanged';
    const plan = {
      priceId: price.id,
      productName: price.productName,
      amountCents: price.amountCents,
      currency: price.currency,
      interval: price.interval,
    };
    const restarts = current.status === 'active' && price.interval !== current.interval;
    if (!restarts) {
      // The period computed on read (after renewals) becomes the stored one, as on cancelling.
      await tx
        .update(sandboxSubscriptions)
        .set({ ...plan, status: current.status, currentPeriodEnd: current.currentPeriodEnd ?? row.currentPeriodEnd })
        .where(eq(sandboxSubscriptions.id, row.id));
      return 'changed';
    }
    const periodEnd = addInterval(now, price.interval);
    await tx
      .update(sandboxSubscriptions)
      .set({ ...plan, status: 'active', currentPeriodStart: now, currentPeriodEnd: periodEnd })
      .where(eq(sandboxSubscriptions.id, row.id));
    await insertInvoice(tx, {
      customerId: row.customerId,
      subscriptionId: row.id,
      description: describePlan(price.productName, price.interval),
      amountCents: price.amountCents,
      currency: price.currency,
      status: 'paid',
      periodStart: now,
      periodEnd,
      createdAt: now,
    });
    return 'changed';
  });
}

function failure(reason: PayFailure): PayResult {
  return { ok: false, reason, message: PAY_MESSAGES[reason] };
}

/**
 * Numbers run SBX-000001, SBX-000002, … A concurrent payment may take the same number first:
 * the unique constraint turns that into a retry with the next one, never a duplicate.
 */
async function insertInvoice(tx: Database, values: Omit<typeof sandboxInvoices.$inferInsert, 'id' | 'number'>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [last] = await tx
      .select({ value: sql<number | null>`max(cast(substring(${sandboxInvoices.number} from 5) as integer))` })
      .from(sandboxInvoices);
    const number = `SBX-${String(Number(last?.value ?? 0) + 1).padStart(6, '0')}`;
    const inserted = await tx
      .insert(sandboxInvoices)
      .values({ ...values, id: newId('in_sbx_'), number })
      .onConflictDoNothing({ target: sandboxInvoices.number })
      .returning({ id: sandboxInvoices.id });
    if (inserted.length > 0) return;
  }
  throw new Error('Could not allocate a sandbox invoice number');
}
