import type { Membership } from '@arx/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** docs/product.md §9 default card values: only used when nothing better is known. */
const DEFAULT_CARD = { groupCode: 'ARXASOLO', binNumber: '022352', memberId: 'ARX-000001' } as const;
export const DEFAULT_CARD_TITLE = msg`Premium Member Card`;

/** What the dashboard already knows about the member (GET /users/profile) when the card fails to load. */
export type CardFallback = {
  name: string | null;
  memberId: string | null;
  groupCode: string | null;
  binNumber: string | null;
};

/**
 * docs/product.md §4: if membership details fail to load, an incomplete (INACTIVE) placeholder is shown,
 * filled with the member's own values from their profile where it has them.
 */
export function placeholderMembership(fallback: CardFallback, i18n: I18n): Membership {
  const memberId = fallback.memberId || DEFAULT_CARD.memberId;
  return {
    id: 0,
    member_number: memberId.replace(/-\d{2}$/, ''),
    full_member_id: memberId,
    status: 'inactive',
    active: false,
    profile_completed: false,
    display_name: fallback.name?.trim() || i18n._(msg`Member`),
    person_code: 1,
    person_code_label: i18n._(msg`Card Holder`),
    date_of_birth: null,
    sex: null,
    species: null,
    address: null,
    group_code: fallback.groupCode || DEFAULT_CARD.groupCode,
    bin_number: fallback.binNumber || DEFAULT_CARD.binNumber,
    card_title: i18n._(DEFAULT_CARD_TITLE),
    family_members: [],
    family_plan_eligible: false,
    can_add_family_members: false,
    available_family_member_slots: 0,
  };
}

/** docs/product.md §4, §9: a local-storage flag records that the member skipped the profile modal. */
export const PROFILE_MODAL_DISMISSED_KEY = 'arx.profile_modal_dismissed';

export function isProfileModalDismissed(): boolean {
  try {
    return window.localStorage.getItem(PROFILE_MODAL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setProfileModalDismissed(dismissed: boolean): void {
  try {
    if (dismissed) window.localStorage.setItem(PROFILE_MODAL_DISMISSED_KEY, 'true');
    else window.localStorage.removeItem(PROFILE_MODAL_DISMISSED_KEY);
  } catch {
    // Private mode without storage: the modal simply asks again next visit.
  }
}
