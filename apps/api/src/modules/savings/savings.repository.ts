import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fills, medications, memberships, pricings, removedClaims } from '../../db/schema';
import { withTransaction } from '../../db/transaction';

/**
 * The savings ledger. Every query names the owner (the household's card holder), so a fill of
 * another household is never read, changed or deleted: its id answers like one that does not exist.
 */

export type FillRecord = typeof fills.$inferSelect;
export type FillRow = FillRecord & { personName: string };
export type NewFill = Omit<typeof fills.$inferInsert, 'id' | 'ownerUserId' | 'createdAt' | 'updatedAt'>;

const ownFill = (ownerUserId: number, id: number) => and(eq(fills.ownerUserId, ownerUserId), eq(fills.id, id));
const newestFirst = [desc(fills.filledOn), desc(fills.id)];

/** One page of the owner's fills, newest first, with whom each was for; and how many there are. */
export async function findFillPage(
  db: Database,
  ownerUserId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: FillRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ fill: fills, personName: memberships.displayName })
      .from(fills)
      .innerJoin(memberships, eq(memberships.id, fills.membershipId))
      .where(eq(fills.ownerUserId, ownerUserId))
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(fills).where(eq(fills.ownerUserId, ownerUserId)),
  ]);
  return { rows: rows.map((r) => ({ ...r.fill, personName: r.personName })), total: counted?.total ?? 0 };
}

/** Every fill of the owner, newest first: the summary's sums and the account export. */
export async function findAllFills(db: Database, ownerUserId: number): Promise<FillRecord[]> {
  return db
    .select()
    .from(fills)
    .where(eq(fills.ownerUserId, ownerUserId))
    .orderBy(...newestFirst);
}

export async function findFill(db: Database, ownerUserId: number, id: number): Promise<FillRecord | null> {
  const [row] = await db.select().from(fills).where(ownFill(ownerUserId, id));
  return row ?? null;
}

export async function insertFill(db: Database, ownerUserId: number, fill: NewFill): Promise<FillRecord> {
  const [row] = await db
    .insert(fills)
    .values({ ...fill, ownerUserId })
    .returning();
  return row!;
}

export async function updateFill(
  db: Database,
  ownerUserId: number,
  id: number,
  changes: Partial<NewFill>,
): Promise<FillRecord | null> {
  const [row] = await db
    .update(fills)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownFill(ownerUserId, id))
    .returning();
  return row ?? null;
}

/**
 * Deletes the owner's fill; a fill from the claims file leaves its claim key behind, in the same
 * transaction, so importing that claim again does not bring it back (pharmacy-fills.ts).
 */
export async function deleteFill(db: Database, ownerUserId: number, id: number): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [deleted] = await tx
      .delete(fills)
      .where(ownFill(ownerUserId, id))
      .returning({ id: fills.id, claimKey: fills.claimKey });
    if (deleted?.claimKey) {
      await tx.insert(removedClaims).values({ claimKey: deleted.claimKey, ownerUserId }).onConflictDoNothing();
    }
    return deleted !== undefined;
  });
}

/** A pack of a catalogue medication, with the medication, or null when that pack is not its. */
export async function findCataloguePack(db: Database, medicationId: number, pricingId: number) {
  const [row] = await db
    .select({
      displayName: medications.displayName,
      strength: medications.strength,
      form: medications.form,
      retiredAt: medications.retiredAt,
      quantity: pricings.quantity,
      quantityUnit: pricings.quantityUnit,
      daySupply: pricings.daySupply,
      cashCents: pricings.cashCents,
    })
    .from(pricings)
    .innerJoin(medications, eq(medications.id, pricings.medicationId))
    .where(and(eq(pricings.id, pricingId), eq(pricings.medicationId, medicationId)));
  return row ?? null;
}
