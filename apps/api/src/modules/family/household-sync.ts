import type { Database } from '../../db/client';
import { findHouseholdMemberships, type MembershipRecord } from '../memberships/memberships.repository';
import { lockHousehold, setMembershipStatus } from './family.repository';
import { type HouseholdPlan, householdStatuses } from './household-status';

/**
 * Brings every card of the household to the status its plan allows: suspends the dependents a
 * plan change left without a place, reactivates them on an upgrade, and keeps the card holder's
 * card in step with the subscription. Run inside the transaction of the change that caused it;
 * only rows whose status differs are written, so running it twice changes nothing.
 * Returns the household's memberships as they now are.
 */
export async function reconcileHousehold(
  tx: Database,
  ownerUserId: number,
  plan: HouseholdPlan,
): Promise<MembershipRecord[]> {
  if (!(await lockHousehold(tx, ownerUserId))) return [];
  const members = await findHouseholdMemberships(tx, ownerUserId);
  const statuses = householdStatuses(members, plan);
  const result: MembershipRecord[] = [];
  for (const member of members) {
    const status = statuses.get(member.id) ?? member.status;
    if (status !== member.status) await setMembershipStatus(tx, member.id, status);
    result.push({ ...member, status });
  }
  return result;
}
