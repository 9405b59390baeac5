import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, products } from '../../db/schema';
import { findCurrentSubscription, type SubscriptionRecord } from '../subscriptions/subscriptions.repository';

export type MembershipRecord = typeof memberships.$inferSelect;
export type ProductRecord = typeof products.$inferSelect;

/** The card holder's membership of a household, if there is one. */
export async function findPrimaryMembership(db: Database, userId: number): Promise<MembershipRecord | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.ownerUserId, userId), eq(memberships.sequence, 1)));
  return row ?? null;
}

/**
 * Creates the card holder's membership when the first subscription becomes active: a new
 * household member number, the plan's group and BIN, profile incomplete (so the card shows
 * INACTIVE until the profile is completed). Safe to race: the (owner, sequence) unique key lets
 * exactly one insert win.
 */
export async function ensurePrimaryMembership(
  db: Database,
  input: { userId: number; displayName: string; groupCode: string; binNumber: string },
): Promise<MembershipRecord> {
  const existing = await findPrimaryMembership(db, input.userId);
  if (existing) return existing;
  await db
    .insert(memberships)
    .values({
      ownerUserId: input.userId,
      personCode: 1,
      sequence: 1,
      // "ARX-" + six digits, as the spec's sample ARX-000001; one number per household.
      memberNumber: sql`'ARX-' || lpad(nextval('member_number_seq')::text, 6, '0')`,
      displayName: input.displayName,
      status: 'inactive',
      profileCompleted: false,
      groupCode: input.groupCode,
      binNumber: input.binNumber,
    })
    .onConflictDoNothing({ target: [memberships.ownerUserId, memberships.sequence] });
  return (await findPrimaryMembership(db, input.userId)) as MembershipRecord;
}

/** Every membership of the caller's household: the card holder first, then dependents by sequence. */
export async function findHouseholdMemberships(db: Database, ownerUserId: number): Promise<MembershipRecord[]> {
  return db.select().from(memberships).where(eq(memberships.ownerUserId, ownerUserId)).orderBy(memberships.sequence);
}

export type ProfileFields = Pick<
  MembershipRecord,
  'dateOfBirth' | 'sex' | 'addressStreet' | 'addressCity' | 'addressState' | 'addressZip'
>;

/**
 * Saves the card holder's six profile fields and marks the profile completed. Only the named
 * columns are written, so nothing a client sends can reach status, member number or ownership;
 * the status becomes active only when the caller says the household has a live subscription.
 */
export async function savePrimaryProfile(
  db: Database,
  input: { ownerUserId: number; profile: ProfileFields; activate: boolean },
): Promise<MembershipRecord | null> {
  const [row] = await db
    .update(memberships)
    .set({
      dateOfBirth: input.profile.dateOfBirth,
      sex: input.profile.sex,
      addressStreet: input.profile.addressStreet,
      addressCity: input.profile.addressCity,
      addressState: input.profile.addressState,
      addressZip: input.profile.addressZip,
      profileCompleted: true,
      ...(input.activate ? { status: 'active' as const } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(memberships.ownerUserId, input.ownerUserId), eq(memberships.sequence, 1)))
    .returning();
  return row ?? null;
}

/**
 * The household's current subscription (as the billing pages define "current") and the plan it
 * is for: the card's title, family eligibility and the dashboard's plan details come from it.
 */
export async function findHouseholdPlan(
  db: Database,
  ownerUserId: number,
): Promise<{ subscription: SubscriptionRecord; product: ProductRecord | null } | null> {
  const current = await findCurrentSubscription(db, ownerUserId);
  if (!current) return null;
  const productId = current.subscription.productId;
  const [product] = productId === null ? [] : await db.select().from(products).where(eq(products.id, productId));
  return { subscription: current.subscription, product: product ?? null };
}
