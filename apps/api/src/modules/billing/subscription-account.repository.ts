import type { DisplayStatus } from '@arx/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { products, subscriptions, users } from '../../db/schema';
import type { Locale } from '../../lib/i18n/languages';
import { planNameIn } from '../products';
import { columnsOf, currentFirst, type SubscriptionRecord } from './current-subscription';

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
 * with its plan's name, in the member's language.
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
    .select({
      customerId: users.paymentCustomerId,
      subscription: columnsOf(current),
      planName: products.name,
      planTranslations: products.translations,
      locale: users.locale,
    })
    .from(users)
    .leftJoinLateral(current, sql`true`)
    .leftJoin(products, eq(products.id, current.productId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('subscription_account');
});

export type SubscriptionAccount = {
  customerId: string | null;
  /** The member's saved language, which their billing page's words follow. */
  locale: Locale;
  current: { subscription: SubscriptionSummary; planName: string | null } | null;
};

export async function findSubscriptionAccount(db: Database, userId: number): Promise<SubscriptionAccount | null> {
  const [row] = await subscriptionAccountQuery(db).execute({ userId });
  if (!row) return null;
  const { customerId, subscription, planName, planTranslations, locale } = row;
  // The plan's name in the member's language, where the plan has one (docs/decisions/0019-spanish.md).
  const current = subscription
    ? { subscription, planName: planName && planNameIn(locale, planName, planTranslations) }
    : null;
  return { customerId, locale, current };
}

/** `canceling` is how an active subscription set to end at the period end is shown (docs/product.md §4). */
export function displayStatus(s: Pick<SubscriptionRecord, 'status' | 'cancelAtPeriodEnd'>): DisplayStatus {
  if (s.cancelAtPeriodEnd && (s.status === 'active' || s.status === 'trialing')) return 'canceling';
  return s.status;
}

/** The member's payment-provider customer id, or null before their first checkout. Reads only. */
/** The member's customer at the provider and the language their billing page's words follow. */
export async function findCustomerAndLocale(
  db: Database,
  userId: number,
): Promise<{ customerId: string | null; locale: Locale } | null> {
  const [user] = await db
    .select({ customerId: users.paymentCustomerId, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

export async function findCustomerId(db: Database, userId: number): Promise<string | null> {
  const [user] = await db.select({ id: users.paymentCustomerId }).from(users).where(eq(users.id, userId));
  return user?.id ?? null;
}
