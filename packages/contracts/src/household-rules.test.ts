import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  BENEFIT_STATUSES,
  cardHolderStatus,
  dependentCapacity,
  dependentStatus,
  givesBenefits,
  householdStatuses,
} from './household-rules';

const family = { isLive: true, maxMembers: 6 };

describe('household rules (docs/decisions/0005-household-lock-and-status.md)', () => {
  it('gives the benefits only while active or trialing', () => {
    expect(BENEFIT_STATUSES).toEqual(['active', 'trialing']);
    expect(givesBenefits('active')).toBe(true);
    expect(givesBenefits('trialing')).toBe(true);
    for (const s of ['past_due', 'canceled', 'unpaid', 'incomplete'] as const) expect(givesBenefits(s)).toBe(false);
  });

  it('holds max_members − 1 dependents on a live plan for more than one person', () => {
    expect(dependentCapacity(family)).toBe(5);
    expect(dependentCapacity({ isLive: true, maxMembers: 2 })).toBe(1);
    expect(dependentCapacity({ isLive: true, maxMembers: 1 })).toBe(0);
    expect(dependentCapacity({ isLive: false, maxMembers: 6 })).toBe(0);
  });

  it('counts the places left, never below zero', () => {
    expect(availableSlots(family, 0)).toBe(5);
    expect(availableSlots(family, 4)).toBe(1);
    expect(availableSlots({ isLive: true, maxMembers: 2 }, 3)).toBe(0);
    expect(availableSlots({ isLive: false, maxMembers: 6 }, 0)).toBe(0);
  });

  it('derives the card holder and dependent statuses', () => {
    expect(cardHolderStatus(family, true)).toBe('active');
    expect(cardHolderStatus(family, false)).toBe('inactive');
    expect(cardHolderStatus({ isLive: false, maxMembers: 6 }, true)).toBe('inactive');
    expect(dependentStatus(1, 0, true)).toBe('active');
    expect(dependentStatus(1, 0, false)).toBe('inactive');
    expect(dependentStatus(1, 1, true)).toBe('suspended');
  });

  it('suspends the newest dependents a downgrade leaves without a place', () => {
    const members = [
      { id: 1, sequence: 1, profileCompleted: true },
      { id: 9, sequence: 3, profileCompleted: true },
      { id: 4, sequence: 2, profileCompleted: false },
    ];
    const statuses = householdStatuses(members, { isLive: true, maxMembers: 2 });
    expect(Object.fromEntries(statuses)).toEqual({ 1: 'active', 4: 'inactive', 9: 'suspended' });
    const lapsed = householdStatuses(members, { isLive: false, maxMembers: 6 });
    expect(Object.fromEntries(lapsed)).toEqual({ 1: 'inactive', 4: 'suspended', 9: 'suspended' });
  });
});
