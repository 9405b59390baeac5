import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { products, subscriptions } from '../../db/schema';
import { currentFirst, type SubscriptionRecord } from '../billing';

export type CurrentSubscription = { subscription: SubscriptionRecord; planName: string | null };

const currentSubscriptionQuery = preparedPerDatabase((db) =>
  db
    .select({ subscription: subscriptions, planName: products.name })
    .from(subscriptions)
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(...currentFirst)
    .limit(1)
    .prepare('current_subscription'),
);

export async function findCurrentSubscription(db: Database, userId: number): Promise<CurrentSubscription | null> {
  const [row] = await currentSubscriptionQuery(db).execute({ userId });
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

/** Whether the member ever held a subscription here, whatever became of it. */
export async function hasAnySubscription(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return Boolean(row);
}
