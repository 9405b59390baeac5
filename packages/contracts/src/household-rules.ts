/**
 * The household rules of docs/product.md §4 and docs/decisions/0005-household-lock-and-status.md:
 * which subscription statuses give the benefits, how many dependents a plan holds, and the status
 * each card derives from them. Shared by the API (authoritative) and the web's mock handlers.
 * Pure TypeScript, no zod (types only), so the browser imports it from '@arx/contracts/household'.
 */
import type { MembershipStatus } from './memberships';
import type { SubscriptionStatus } from './subscriptions';

/** Subscription statuses that give the member their benefits. */
export const BENEFIT_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

export function givesBenefits(status: SubscriptionStatus): boolean {
  return BENEFIT_STATUSES.includes(status);
}

/** What the household's current subscription allows: are the benefits on, and for how many. */
export type HouseholdPlan = { isLive: boolean; maxMembers: number };

/** A live plan for more than one person holds max_members − 1 dependents; anything else none. */
export function dependentCapacity(plan: HouseholdPlan): number {
  return plan.isLive && plan.maxMembers > 1 ? plan.maxMembers - 1 : 0;
}

/** The places left for new dependents (never below zero, even after a downgrade). */
export function availableSlots(plan: HouseholdPlan, dependents: number): number {
  return Math.max(0, dependentCapacity(plan) - dependents);
}

/** The card holder's card is active while the plan is live and their profile complete. */
export function cardHolderStatus(plan: HouseholdPlan, profileCompleted: boolean): MembershipStatus {
  return plan.isLive && profileCompleted ? 'active' : 'inactive';
}

/**
 * A dependent's card, by its place among the dependents (0 = the longest-standing): beyond the
 * plan's capacity suspended whatever its profile, else active once the profile is complete.
 */
export function dependentStatus(capacity: number, index: number, profileCompleted: boolean): MembershipStatus {
  if (index >= capacity) return 'suspended';
  return profileCompleted ? 'active' : 'inactive';
}

/** What the statuses are derived from; sequence 1 is the card holder. */
export type HouseholdCard = { id: number; sequence: number; profileCompleted: boolean };

/**
 * The status every card of the household should have under its plan. Dependents the plan holds
 * are taken longest-standing first (by id), so a downgrade suspends the newest.
 */
export function householdStatuses(
  members: readonly HouseholdCard[],
  plan: HouseholdPlan,
): Map<number, MembershipStatus> {
  const statuses = new Map<number, MembershipStatus>();
  const capacity = dependentCapacity(plan);
  const dependents = members.filter((m) => m.sequence > 1).sort((a, b) => a.id - b.id);
  for (const member of members.filter((m) => m.sequence === 1)) {
    statuses.set(member.id, cardHolderStatus(plan, member.profileCompleted));
  }
  dependents.forEach((member, index) => {
    statuses.set(member.id, dependentStatus(capacity, index, member.profileCompleted));
  });
  return statuses;
}
