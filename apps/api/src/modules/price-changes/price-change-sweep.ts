import { and, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceChanges, prices, subscriptions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueJobs } from '../jobs';
import { PRICE_CHANGE_NOTICE_DAYS } from './price-changes.service';

export const PRICE_CHANGE_JOB = 'price-change';
/** The notice goes out at most this long before the renewal it announces. */
const NOTICE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export type PriceChangePayload = { priceChangeId: number; subscriptionId: number; userId: number };

/**
 * Two steps, both safe to repeat:
 * - a change whose day has come is put in the catalogue (new checkouts pay it);
 * - each member still on the old amount whose next renewal falls on or after the change, 7 to 30
 *   days from now, is queued to be moved and told (one job per change and subscription). A
 *   renewal nearer than 7 days is left at the old price for one more period: too late to warn.
 */
export async function sweepPriceChanges(db: Database, now: Date): Promise<number> {
  await withTransaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(priceChanges)
      .where(and(isNull(priceChanges.appliedAt), lte(priceChanges.effectiveAt, now)))
      .for('update', { skipLocked: true });
    for (const change of due) {
      await tx
        .update(prices)
        .set({ amountCents: change.newAmountCents, stripePriceId: change.newProviderPriceId, updatedAt: new Date() })
        .where(eq(prices.id, change.priceId));
      await tx.update(priceChanges).set({ appliedAt: now }).where(eq(priceChanges.id, change.id));
    }
  });

  const rows = await db
    .select({ changeId: priceChanges.id, subscriptionId: subscriptions.id, userId: subscriptions.userId })
    .from(priceChanges)
    .innerJoin(subscriptions, eq(subscriptions.priceId, priceChanges.priceId))
    .where(
      and(
        inArray(subscriptions.status, ['active', 'trialing']),
        eq(subscriptions.cancelAtPeriodEnd, false),
        eq(subscriptions.amountCents, priceChanges.oldAmountCents),
        gte(subscriptions.currentPeriodEnd, priceChanges.effectiveAt),
        gt(subscriptions.currentPeriodEnd, new Date(now.getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS)),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + NOTICE_WINDOW_DAYS * DAY_MS)),
        // Changes of the last year and a half: a yearly member meets theirs within a year of it.
        gt(priceChanges.effectiveAt, sql`${now}::timestamptz - interval '550 days'`),
      ),
    );
  return enqueueJobs(
    db,
    rows.map((r) => ({
      kind: PRICE_CHANGE_JOB,
      // Not the notice's own key (price-change:…): the notice is queued by this job once it has moved the member.
      key: `price-move:${r.changeId}:${r.subscriptionId}`,
      payload: {
        priceChangeId: r.changeId,
        subscriptionId: r.subscriptionId,
        userId: r.userId,
      } satisfies PriceChangePayload,
    })),
  );
}
