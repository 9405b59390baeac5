import { householdStatuses } from '@arx/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema';
import { findHouseholdMemberships, type MembershipRecord } from '../memberships';
import { lockHousehold } from './household-lock';
import type { HouseholdPlan } from './household-plan';

async function setMembershipStatus(tx: Database, id: number, status: MembershipRecord['status']) {
  await tx.update(memberships).set({ status, updatedAt: new Date() }).where(eq(memberships.id, id));
}

/**
 * Brings every card of the household to the status its plan allows: suspends the dependents a
 * plan change left without a place, reactivates them on an upgrade, and keeps the card holder's
 * card in step with the subscription. Run inside the transaction of the change that caused it;
 * only rows whose status differs are written, so running it twice changes nothing
 * (docs/decisions/0005-household-lock-and-status.md). Returns the household's memberships as they now are.
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
