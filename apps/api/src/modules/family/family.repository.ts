import type { PetSpecies } from '@arx/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema';
import type { MembershipRecord, ProfileFields } from '../memberships';
import { decryptProfileFields, encryptProfileFields } from '../memberships';

/** Every query here names the owner, so no id from another household is ever read or written. */
const dependentOf = (ownerUserId: number, id: number) =>
  and(eq(memberships.ownerUserId, ownerUserId), eq(memberships.id, id), gt(memberships.sequence, 1));

/**
 * A new dependent shares the household's number, group and BIN; inactive until its profile is
 * complete. It takes the household's next never-used sequence (the caller holds the household
 * lock, so the counter cannot race). It is inserted without a profile: encrypted values are
 * bound to their row's id, which exists only once the row does (saveDependentProfile).
 */
export async function insertDependent(
  tx: Database,
  input: { primary: MembershipRecord; displayName: string; personCode: number; species?: PetSpecies | null },
): Promise<MembershipRecord> {
  const sequence = input.primary.lastDependentSequence + 1;
  await tx.update(memberships).set({ lastDependentSequence: sequence }).where(eq(memberships.id, input.primary.id));
  const [row] = await tx
    .insert(memberships)
    .values({
      ownerUserId: input.primary.ownerUserId,
      personCode: input.personCode,
      species: input.species ?? null,
      sequence,
      memberNumber: input.primary.memberNumber,
      displayName: input.displayName,
      status: 'inactive',
      profileCompleted: false,
      groupCode: input.primary.groupCode,
      binNumber: input.primary.binNumber,
    })
    .returning();
  return decryptProfileFields(row!);
}

export async function updateDependent(
  db: Database,
  input: {
    ownerUserId: number;
    id: number;
    displayName?: string;
    personCode?: number;
    species?: PetSpecies | null;
    sex?: 'unknown';
  },
): Promise<MembershipRecord | null> {
  const [row] = await db
    .update(memberships)
    .set({
      ...(input.displayName === undefined ? {} : { displayName: input.displayName }),
      ...(input.personCode === undefined ? {} : { personCode: input.personCode }),
      ...(input.species === undefined ? {} : { species: input.species }),
      ...(input.sex === undefined ? {} : { sex: input.sex }),
      updatedAt: new Date(),
    })
    .where(dependentOf(input.ownerUserId, input.id))
    .returning();
  return row ? decryptProfileFields(row) : null;
}

/**
 * Saves a dependent's six profile fields; the status is the household's to decide afterwards.
 * They are encrypted for exactly the row the update names (this id of this owner).
 */
export async function saveDependentProfile(
  tx: Database,
  input: { ownerUserId: number; id: number; profile: ProfileFields },
): Promise<MembershipRecord | null> {
  const profile = encryptProfileFields(input.profile, { id: input.id, ownerUserId: input.ownerUserId });
  const [row] = await tx
    .update(memberships)
    .set({ ...profile, profileCompleted: true, updatedAt: new Date() })
    .where(dependentOf(input.ownerUserId, input.id))
    .returning();
  return row ? decryptProfileFields(row) : null;
}

/** Deletes the row itself: a removed member's name, birth date and address are kept nowhere. */
export async function deleteDependent(tx: Database, input: { ownerUserId: number; id: number }): Promise<boolean> {
  const deleted = await tx
    .delete(memberships)
    .where(dependentOf(input.ownerUserId, input.id))
    .returning({ id: memberships.id });
  return deleted.length > 0;
}
