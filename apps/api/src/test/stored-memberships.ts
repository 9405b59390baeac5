import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberships } from '../db/schema';
import { decryptProfileFields } from '../modules/memberships/profile-fields-codec';

/**
 * A household's stored cards in sequence order, their encrypted profile fields decrypted: what
 * a test compares with the API's answers (the ciphertext itself is encryption-at-rest's to test).
 */
export async function storedMemberships(db: Database, ownerUserId: number) {
  const rows = await db
    .select()
    .from(memberships)
    .where(eq(memberships.ownerUserId, ownerUserId))
    .orderBy(memberships.sequence);
  return rows.map((row) => decryptProfileFields(row));
}

/** One stored card by id, decrypted, or undefined once it is gone. */
export async function storedMembership(db: Database, id: number) {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  return row && decryptProfileFields(row);
}
