import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema';

export type MembershipRecord = typeof memberships.$inferSelect;

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
