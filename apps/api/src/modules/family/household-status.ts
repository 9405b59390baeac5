import type { MembershipStatus } from '@arx/contracts';
import type { MembershipRecord } from '../memberships/memberships.repository';

/** What the household's current subscription allows: are the benefits on, and for how many. */
export type HouseholdPlan = { isLive: boolean; maxMembers: number };

/** A live plan for more than one person holds max_members − 1 dependents; anything else none. */
export function dependentCapacity(plan: HouseholdPlan): number {
  return plan.isLive && plan.maxMembers > 1 ? plan.maxMembers - 1 : 0;
}

/**
 * The status every card of the household should have under its plan (docs/product.md §4). The card holder
 * is active while the plan is live and their profile complete. Dependents the plan holds (the
 * longest-standing first, so a downgrade suspends the newest) are active once their profile is
 * complete and inactive until then; the rest are suspended, whatever their profile.
 */
export function householdStatuses(members: MembershipRecord[], plan: HouseholdPlan): Map<number, MembershipStatus> {
  const statuses = new Map<number, MembershipStatus>();
  const capacity = dependentCapacity(plan);
  const dependents = members.filter((m) => m.sequence > 1).sort((a, b) => a.id - b.id);
  for (const member of members.filter((m) => m.sequence === 1)) {
    statuses.set(member.id, plan.isLive && member.profileCompleted ? 'active' : 'inactive');
  }
  dependents.forEach((member, index) => {
    if (index >= capacity) statuses.set(member.id, 'suspended');
    else statuses.set(member.id, member.profileCompleted ? 'active' : 'inactive');
  });
  return statuses;
}
