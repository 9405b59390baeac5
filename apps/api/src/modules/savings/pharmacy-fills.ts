import type { Database } from '../../db/client';
import { fills } from '../../db/schema';

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
 * ledger (an earlier import, or a concurrent one) is left as it is, so importing again changes nothing.
 */
export async function insertPharmacyFills(db: Database, rows: PharmacyFill[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const inserted = await db
      .insert(fills)
      .values(rows.slice(start, start + BATCH).map((row) => ({ ...row, source: 'pharmacy' as const })))
      .onConflictDoNothing({ target: fills.claimKey })
      .returning({ id: fills.id });
    added += inserted.length;
  }
  return added;
}
