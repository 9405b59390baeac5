import { BENEFIT_STATUSES, type HouseholdPlan, type SubscriptionStatus } from '@arx/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, subscriptions, users } from '../../db/schema';
import { currentFirst, type SubscriptionRecord } from '../billing';
import type { ProductRecord } from '../memberships';

export type { HouseholdPlan };

/** Statuses that give the member their benefits (the rule lives in @arx/contracts/household). */
export const ACTIVE_STATUSES: readonly SubscriptionStatus[] = BENEFIT_STATUSES;

/**
 * The household's current subscription (as the billing pages define "current") and the plan it
 * is for: the card's title, family eligibility and the dashboard's plan details come from it.
 */
export async function findHouseholdPlan(
  db: Database,
  ownerUserId: number,
): Promise<{ subscription: SubscriptionRecord; product: ProductRecord | null } | null> {
  const [row] = await db
    .select({ subscription: subscriptions, product: products })
    .from(subscriptions)
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.userId, ownerUserId))
    .orderBy(...currentFirst)
    .limit(1);
  return row ?? null;
}

/**
 * The household's current subscription (live first, else the latest), its plan, and what that
 * allows the household: whether the benefits are on and for how many people.
 */
export async function readHouseholdPlan(db: Database, ownerUserId: number) {
  const [current, [owner]] = await Promise.all([
    findHouseholdPlan(db, ownerUserId),
    db.select({ locale: users.locale }).from(users).where(eq(users.id, ownerUserId)),
  ]);
  const capacity: HouseholdPlan = {
    isLive: current !== null && ACTIVE_STATUSES.includes(current.subscription.status),
    maxMembers: current?.product?.maxMembers ?? 1,
  };
  // The owner's language: the cards' titles are written in it.
  const locale = owner?.locale ?? 'en';
  return { subscription: current?.subscription ?? null, product: current?.product ?? null, locale, ...capacity };
}
