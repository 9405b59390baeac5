import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refunds, subscriptions, users } from '../../db/schema';
import { currentFirst, type SubscriptionRecord } from '../billing';
import { ACTIVE_STATUSES } from '../household';

/** The member's live subscription (active, trialing or past due), with their provider customer. */
export async function findLiveSubscription(
  db: Database,
  userId: number,
): Promise<{ subscription: SubscriptionRecord; customerId: string } | null> {
  const [row] = await db
    .select({ subscription: subscriptions, customerId: users.paymentCustomerId })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...ACTIVE_STATUSES, 'past_due'])))
    .orderBy(...currentFirst)
    .limit(1);
  if (!row?.customerId) return null;
  return { subscription: row.subscription, customerId: row.customerId };
}

export async function findSubscriptionById(db: Database, id: number): Promise<SubscriptionRecord | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/** Records refunds the provider made; a refund already recorded (a retried job) is kept once. Answers the ids. */
export async function recordRefunds(db: Database, list: Array<typeof refunds.$inferInsert>): Promise<number[]> {
  if (list.length === 0) return [];
  await db.insert(refunds).values(list).onConflictDoNothing({ target: refunds.providerRefundId });
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      inArray(
        refunds.providerRefundId,
        list.map((r) => r.providerRefundId),
      ),
    );
  return rows.map((r) => r.id);
}
