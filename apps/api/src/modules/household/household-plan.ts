import { BENEFIT_STATUSES, type HouseholdPlan, type SubscriptionStatus } from '@arx/contracts';
import { DEFAULT_LOCALE } from '@arx/contracts/locales';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, subscriptions, users } from '../../db/schema';
import { currentFirst, type SubscriptionRecord } from '../billing';
import type { ProductRecord } from '../memberships';

export type { HouseholdPlan };

/** Statuses that give the member their benefits (the rule lives in @arx/contracts/household). */
export const ACTIVE_STATUSES: readonly SubscriptionStatus[] = BENEFIT_STATUSES;

/**
 * The household's current subscription (live first, else the latest), its plan, and what that
 * allows the household: whether the benefits are on and for how many people. One query: the
 * owner's row, with their current subscription and its plan when there is one ("current" as
 * the billing pages define it), and the owner's language, which the cards' titles are written in.
 */
export async function readHouseholdPlan(db: Database, ownerUserId: number) {
  const [row] = await db
    .select({ locale: users.locale, subscription: subscriptions, product: products })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(users.id, ownerUserId))
    .orderBy(...currentFirst)
    .limit(1);
  const subscription: SubscriptionRecord | null = row?.subscription ?? null;
  const product: ProductRecord | null = row?.product ?? null;
  const capacity: HouseholdPlan = {
    isLive: subscription !== null && ACTIVE_STATUSES.includes(subscription.status),
    maxMembers: product?.maxMembers ?? 1,
  };
  return { subscription, product, locale: row?.locale ?? DEFAULT_LOCALE, ...capacity };
}
