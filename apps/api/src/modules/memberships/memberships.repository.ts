import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { memberships, products, subscriptions, users } from '../../db/schema';
import { columnsOf, currentFirst, type SubscriptionRecord } from '../billing';
import { decryptProfileFields, encryptProfileFields } from './profile-fields-codec';

export type MembershipRecord = typeof memberships.$inferSelect;
export type ProductRecord = typeof products.$inferSelect;

/** The card holder's membership of a household, if there is one. */
export async function findPrimaryMembership(db: Database, userId: number): Promise<MembershipRecord | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.ownerUserId, userId), eq(memberships.sequence, 1)));
  return row ? decryptProfileFields(row) : null;
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
      // "ARX-" + at least six digits, as docs/product.md's sample ARX-000001; one number per
      // household. lpad alone would cut the millionth member's 1000000 to 100000, a number taken.
      memberNumber: sql`(select 'ARX-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('member_number_seq') as n)`,
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
  const rows = await db
    .select()
    .from(memberships)
    .where(eq(memberships.ownerUserId, ownerUserId))
    .orderBy(memberships.sequence);
  return rows.map((row) => decryptProfileFields(row));
}

export type ProfileFields = Pick<
  MembershipRecord,
  'dateOfBirth' | 'sex' | 'addressStreet' | 'addressCity' | 'addressState' | 'addressZip'
>;

/**
 * Saves the card holder's six profile fields and marks the profile completed. Only the named
 * columns are written, so nothing a client sends can reach status, member number or ownership;
 * the status becomes active only when the caller says the household has a live subscription.
 * The values are encrypted for the card holder's row `membershipId`, and only that row of this
 * owner is written, so they can never land in a row they are not bound to.
 */
export async function savePrimaryProfile(
  db: Database,
  input: { ownerUserId: number; membershipId: number; profile: ProfileFields; activate: boolean },
): Promise<MembershipRecord | null> {
  const profile = encryptProfileFields(input.profile, { id: input.membershipId, ownerUserId: input.ownerUserId });
  const [row] = await db
    .update(memberships)
    .set({
      dateOfBirth: profile.dateOfBirth,
      sex: profile.sex,
      addressStreet: profile.addressStreet,
      addressCity: profile.addressCity,
      addressState: profile.addressState,
      addressZip: profile.addressZip,
      profileCompleted: true,
      ...(input.activate ? { status: 'active' as const } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(memberships.id, input.membershipId),
        eq(memberships.ownerUserId, input.ownerUserId),
        eq(memberships.sequence, 1),
      ),
    )
    .returning();
  return row ? decryptProfileFields(row) : null;
}

/** What the household reads use of its current subscription and of that subscription's plan. */
export type HouseholdSubscription = Pick<
  SubscriptionRecord,
  'status' | 'productId' | 'billingInterval' | 'amountCents' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'createdAt'
>;
export type HouseholdProduct = Pick<ProductRecord, 'name' | 'planType' | 'maxMembers' | 'features' | 'translations'>;

/** A card as the household reads show it (no bookkeeping columns). */
export type HouseholdMember = Omit<MembershipRecord, 'lastDependentSequence' | 'createdAt' | 'updatedAt'>;

type UserRecordLocale = (typeof users.$inferSelect)['locale'];

export type HouseholdSnapshot = {
  /** Null when the user no longer exists. */
  user: { name: string | null; email: string; paymentCustomerId: string | null; locale: UserRecordLocale } | null;
  /** The card holder first, then the dependents by sequence. */
  memberships: HouseholdMember[];
  subscription: HouseholdSubscription | null;
  product: HouseholdProduct | null;
};

const { lastDependentSequence, createdAt, updatedAt, ...memberColumns } = getTableColumns(memberships);

/**
 * The card holder, their household's cards, its current subscription and that plan, in one
 * query (a row per card, the rest repeated on each): every dashboard read starts here, and the
 * dashboard makes several at once, so each costs one round trip instead of three or four.
 */
const householdSnapshotQuery = preparedPerDatabase((db) => {
  const current = db
    .select({
      status: subscriptions.status,
      productId: subscriptions.productId,
      billingInterval: subscriptions.billingInterval,
      amountCents: subscriptions.amountCents,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, users.id))
    .orderBy(...currentFirst)
    .limit(1)
    .as('current_subscription');
  return db
    .select({
      user: { name: users.name, email: users.email, paymentCustomerId: users.paymentCustomerId, locale: users.locale },
      subscription: columnsOf(current),
      product: {
        name: products.name,
        planType: products.planType,
        maxMembers: products.maxMembers,
        features: products.features,
        translations: products.translations,
      },
      membership: memberColumns,
    })
    .from(users)
    .leftJoinLateral(current, sql`true`)
    .leftJoin(products, eq(products.id, current.productId))
    .leftJoin(memberships, eq(memberships.ownerUserId, users.id))
    .where(eq(users.id, sql.placeholder('ownerUserId')))
    .orderBy(memberships.sequence)
    .prepare('household_snapshot');
});

export async function findHouseholdSnapshot(db: Database, ownerUserId: number): Promise<HouseholdSnapshot> {
  const rows = await householdSnapshotQuery(db).execute({ ownerUserId });
  const [first] = rows;
  return {
    user: first?.user ?? null,
    memberships: rows.flatMap((row) => (row.membership ? [decryptProfileFields(row.membership)] : [])),
    subscription: first?.subscription ?? null,
    product: first?.product ?? null,
  };
}
