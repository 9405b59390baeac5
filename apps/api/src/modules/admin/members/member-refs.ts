import type { AdminMemberRef } from '@arx/contracts/admin';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { memberships, users } from '../../../db/schema';

/**
 * The members behind a list of account ids, named as an operator looks them up (name, member ID,
 * e-mail), in one query. An id whose account is gone is not in the map.
 */
export async function findMemberRefs(db: Database, userIds: Iterable<number>): Promise<Map<number, AdminMemberRef>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      memberNumber: memberships.memberNumber,
      cardName: memberships.displayName,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.ownerUserId, users.id), eq(memberships.sequence, 1)))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        user_id: row.userId,
        name: row.name ?? row.cardName,
        email: row.email,
        member_id: row.memberNumber ? `${row.memberNumber}-01` : null,
      },
    ]),
  );
}
