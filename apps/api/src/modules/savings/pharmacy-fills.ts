import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fills, removedClaims } from '../../db/schema';

/** A claims line matched to a person: lands in the card holder's ledger as it was sent. */
export type PharmacyFill = {
  ownerUserId: number;
  membershipId: number;
  medicationName: string;
  filledOn: string;
  quantity: number;
  pricePaidCents: number;
  /** The pharmacy's usual price: the saving is measured against it. */
  retailCents: number;
  pharmacy: string;
  claimKey: string;
};

/** Rows per insert: well under PostgreSQL's 65,535 bound parameters at 11 columns a row. */
const BATCH = 1000;

/**
 * Adds the fills whose claim key is new and returns how many it added: a key already in the
 * ledger (an earlier import, or a concurrent one) is left as it is, and so is one its member
 * removed from the ledger, so importing again changes nothing.
 */
export async function insertPharmacyFills(db: Database, rows: PharmacyFill[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const removed = await db
      .select({ claimKey: removedClaims.claimKey })
      .from(removedClaims)
      .where(
        inArray(
          removedClaims.claimKey,
          batch.map((row) => row.claimKey),
        ),
      );
    const skipped = new Set(removed.map((row) => row.claimKey));
    const fresh = batch.filter((row) => !skipped.has(row.claimKey));
    if (fresh.length === 0) continue;
    const inserted = await db
      .insert(fills)
      .values(fresh.map((row) => ({ ...row, source: 'pharmacy' as const })))
      .onConflictDoNothing({ target: fills.claimKey })
      .returning({ id: fills.id });
    added += inserted.length;
  }
  return added;
}
