import type { FamilyMembership, Membership } from '@arx/contracts';
import { petLabel } from '@arx/contracts/family';
import type { BadgeTone } from '../../components/ui/badge';

/** Where a member on a plan without family places goes to change it. */
export const UPGRADE_PATH = '/register?step=plans';
export const UPGRADE_MESSAGE = 'Upgrade to a Family or Partner/Pet plan to add family members';

/** docs/product.md §4: a dependent's status colours (active green, suspended amber, anything else red). */
export function memberStatusTone(status: FamilyMembership['status']): BadgeTone {
  if (status === 'active') return 'green';
  if (status === 'suspended') return 'yellow';
  return 'red';
}

export function memberStatusLabel(status: FamilyMembership['status']): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** docs/product.md §4: a member whose card waits only for their profile is marked "(Pending)". */
export function isPending(member: FamilyMembership): boolean {
  return !member.profile_completed && member.status !== 'active';
}

/** How the family list names a member's relationship: "Spouse", or "Pet · Dog" for a pet. */
export function relationshipLabel(member: Pick<FamilyMembership, 'person_code_label' | 'species'>): string {
  return member.species ? petLabel(member.species) : member.person_code_label;
}

/** The Add Member button says how many places the plan has left. */
export function addMemberLabel(slots: number): string {
  if (slots <= 0) return 'No slots left';
  return `Add Member (${slots} ${slots === 1 ? 'slot' : 'slots'} left)`;
}

/** docs/product.md §2: the section is hidden when the plan holds no family and there is no one to show. */
export function isFamilySectionShown(membership: Membership): boolean {
  return membership.family_plan_eligible || membership.family_members.length > 0;
}

/** The card holder's address, offered to a dependent once the card holder's own profile is complete. */
export function accountHolderAddress(membership: Membership): Membership['address'] {
  return membership.profile_completed ? membership.address : null;
}

/**
 * The fields of "Add by details" (add-by-details-form.tsx; docs/product.md §3): a family member in the older shape (names, relationship, contact
 * details, like the user profile's older `family_members` list), where the API keeps a display
 * name and a person code.
 */
export type MemberDetails = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  relationship: string;
  email: string;
  phoneNumber: string;
};
export const DETAILS_RELATIONSHIPS = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'child', label: 'Child' },
  { value: 'parent', label: 'Parent' },
  { value: 'other', label: 'Other' },
] as const;
export const DETAILS_DEFAULTS: MemberDetails = {
  firstName: '',
  lastName: '',
  dateOfBirth: '1990-01-01',
  relationship: 'spouse',
  email: '',
  phoneNumber: '',
};
const DETAILS_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  dateOfBirth: 'Date of birth is required',
  relationship: 'Relationship is required',
} as const;
type Required = keyof typeof DETAILS_MESSAGES;

/** docs/product.md §5: first name, last name, date of birth and relationship are required. */
export function checkMemberDetails(values: MemberDetails): Partial<Record<Required, string>> {
  const errors: Partial<Record<Required, string>> = {};
  for (const field of Object.keys(DETAILS_MESSAGES) as Required[]) {
    if (values[field].trim() === '') errors[field] = DETAILS_MESSAGES[field];
  }
  return errors;
}

/** The API knows a display name and a person code: spouse is 2, child 3, parent and other 4. */
export function newMemberFromDetails(values: MemberDetails): { display_name: string; person_code: string } {
  const codes: Record<string, string> = { spouse: '2', child: '3', parent: '4', other: '4' };
  return {
    display_name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    person_code: codes[values.relationship] ?? '4',
  };
}
