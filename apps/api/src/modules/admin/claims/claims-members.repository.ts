import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { memberships } from '../../../db/schema';

/** A person of a household, as a claims line names them: the household's number and the suffix. */
export type ClaimPerson = { membershipId: number; ownerUserId: number; memberNumber: string; sequence: number };

const BATCH = 1000;

/** Every person of the households with these numbers (ARX-000123), card holders and family alike. */
export async function findPeopleByMemberNumbers(db: Database, memberNumbers: string[]): Promise<ClaimPerson[]> {
  const people: ClaimPerson[] = [];
  for (let start = 0; start < memberNumbers.length; start += BATCH) {
    people.push(
      ...(await db
        .select({
          membershipId: memberships.id,
          ownerUserId: memberships.ownerUserId,
          memberNumber: memberships.memberNumber,
          sequence: memberships.sequence,
        })
        .from(memberships)
        .where(inArray(memberships.memberNumber, memberNumbers.slice(start, start + BATCH)))),
    );
  }
  return people;
}
