import type { DisplayStatus } from '@arx/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { products, subscriptions, users } from '../../db/schema';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type CurrentSubscription = { subscription: SubscriptionRecord; planName: string | null };

/**
 * Which subscription is the member's current one: a live one (active, trialing, past due) if
 * any, else the most recent. One member holds one live subscription at a time (checkout refuses
 * a second).
 */
export const currentFirst = [
  sql`case when ${subscriptions.status} in ('active', 'trialing', 'past_due') then 0 else 1 end`,
  desc(subscriptions.updatedAt),
  desc(subscriptions.id),
];

/** Every column of a subquery, to select them as one nested object (null when left-joined to nothing). */
export function columnsOf<TAlias extends { _: { selectedFields: object } }>(alias: TAlias) {
  const keys = Object.keys(alias._.selectedFields) as (keyof TAlias['_']['selectedFields'] & keyof TAlias)[];
  return Object.fromEntries(keys.map((key) => [key, alias[key]])) as Pick<
    TAlias,
    keyof TAlias['_']['selectedFields'] & keyof TAlias
  >;
}

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

/** What the member's own subscription reads show of it. */
export type SubscriptionSummary = Pick<
  SubscriptionRecord,
  | 'status'
  | 'productId'
  | 'billingInterval'
  | 'amountCents'
  | 'currency'
  | 'trialEnd'
  | 'currentPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'cancelAt'
  | 'canceledAt'
>;

const summaryColumns = {
  status: subscriptions.status,
  productId: subscriptions.productId,
  billingInterval: subscriptions.billingInterval,
  amountCents: subscriptions.amountCents,
  currency: subscriptions.currency,
  trialEnd: subscriptions.trialEnd,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  cancelAt: subscriptions.cancelAt,
  canceledAt: subscriptions.canceledAt,
};

/**
 * What the billing page and the subscription status show from our side, in one query: the
 * member's provider customer (null before their first checkout) and their current subscription
 * with its plan's name.
 */
const subscriptionAccountQuery = preparedPerDatabase((db) => {
  // A lateral subquery: one query reads the member and their current subscription together.
  const current = db
    .select(summaryColumns)
    .from(subscriptions)
    .where(eq(subscriptions.userId, users.id))
    .orderBy(...currentFirst)
    .limit(1)
    .as('current_subscription');
  return db
    .select({ customerId: users.paymentCustomerId, subscription: columnsOf(current), planName: products.name })
    .from(users)
    .leftJoinLateral(current, sql`true`)
    .leftJoin(products, eq(products.id, current.productId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('subscription_account');
});

export type SubscriptionAccount = {
  customerId: string | null;
  current: { subscription: SubscriptionSummary; planName: string | null } | null;
};

export async function findSubscriptionAccount(db: Database, userId: number): Promise<SubscriptionAccount | null> {
  const [row] = await subscriptionAccountQuery(db).execute({ userId });
  if (!row) return null;
  const { customerId, subscription, planName } = row;
  return { customerId, current: subscription ? { subscription, planName } : null };
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

/** `canceling` is how an active subscription set to end at the period end is shown (docs/product.md §4). */
export function displayStatus(s: Pick<SubscriptionRecord, 'status' | 'cancelAtPeriodEnd'>): DisplayStatus {
  if (s.cancelAtPeriodEnd && (s.status === 'active' || s.status === 'trialing')) return 'canceling';
  return s.status;
}

/** The member's payment-provider customer id, or null before their first checkout. Reads only. */
export async function findCustomerId(db: Database, userId: number): Promise<string | null> {
  const [user] = await db.select({ id: users.paymentCustomerId }).from(users).where(eq(users.id, userId));
  return user?.id ?? null;
}
