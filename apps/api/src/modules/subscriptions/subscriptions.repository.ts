import type { DisplayStatus } from '@arx/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, subscriptions, users } from '../../db/schema';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type CurrentSubscription = { subscription: SubscriptionRecord; planName: string | null };

/**
 * The member's current subscription: a live one (active, trialing, past due) if any, else the
 * most recent. One member holds one live subscription at a time (checkout refuses a second).
 */
export async function findCurrentSubscription(db: Database, userId: number): Promise<CurrentSubscription | null> {
  const [row] = await db
    .select({ subscription: subscriptions, planName: products.name })
    .from(subscriptions)
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(
      sql`case when ${subscriptions.status} in ('active', 'trialing', 'past_due') then 0 else 1 end`,
      desc(subscriptions.updatedAt),
      desc(subscriptions.id),
    )
    .limit(1);
  return row ?? null;
}

export async function hasLiveSubscription(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'trialing'])))
    .limit(1);
  return Boolean(row);
}

/** `canceling` is how an active subscription set to end at the period end is shown (spec §4). */
export function displayStatus(s: SubscriptionRecord): DisplayStatus {
  if (s.cancelAtPeriodEnd && (s.status === 'active' || s.status === 'trialing')) return 'canceling';
  return s.status;
}

/** The member's payment-provider customer id, or null before their first checkout. Reads only. */
export async function findCustomerId(db: Database, userId: number): Promise<string | null> {
  const [user] = await db.select({ id: users.paymentCustomerId }).from(users).where(eq(users.id, userId));
  return user?.id ?? null;
}
