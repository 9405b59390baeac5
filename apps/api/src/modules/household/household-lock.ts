import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema';
import type { MembershipRecord } from '../memberships';
import { decryptProfileFields } from '../memberships';

/**
 * Locks the household for the rest of the transaction by locking the card holder's row
 * (docs/decisions/0005-household-lock-and-status.md): whoever counts or changes the household's
 * members next waits here, so two concurrent adds never both see the last free place. Returns
 * the card holder's membership, or null.
 */
export async function lockHousehold(tx: Database, ownerUserId: number): Promise<MembershipRecord | null> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.ownerUserId, ownerUserId), eq(memberships.sequence, 1)))
    .for('update');
  return row ? decryptProfileFields(row) : null;
}
