import type { FamilyMembership, Membership } from '@arx/contracts';
import type { FamilySex, PetSpecies, SelectablePersonCode } from '@arx/contracts/family';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BadgeTone } from '../../components/ui/badge';

/** Where a member on a plan without family places goes to change it. */
export const UPGRADE_PATH = '/register?step=plans';

/** docs/product.md §4: a dependent's status colours (active green, suspended amber, anything else red). */
export function memberStatusTone(status: FamilyMembership['status']): BadgeTone {
  if (status === 'active') return 'green';
  if (status === 'suspended') return 'yellow';
  return 'red';
}

const STATUS_LABELS: Record<FamilyMembership['status'], MessageDescriptor> = {
  active: msg`Active`,
  suspended: msg`Suspended`,
  inactive: msg`Inactive`,
};

export function memberStatusLabel(status: FamilyMembership['status'], i18n: I18n): string {
  return i18n._(STATUS_LABELS[status]);
}

/** docs/product.md §4: a member whose card waits only for their profile is marked "(Pending)". */
export function isPending(member: FamilyMembership): boolean {
  return !member.profile_completed && member.status !== 'active';
}

/**
 * The words of the relationships (@arx/contracts PERSON_CODE_LABELS and SELECTABLE_PERSON_CODES),
 * by person code, in the page's language.
 */
const PERSON_CODE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Card Holder`,
  2: msg`Spouse`,
  3: msg`Dependent Child`,
  4: msg`Other`,
} satisfies Record<1 | SelectablePersonCode, MessageDescriptor>;

/** A relationship's words: "Spouse"; the API's own label for a code this list does not know. */
export function personCodeLabel(member: Pick<FamilyMembership, 'person_code' | 'person_code_label'>, i18n: I18n) {
  const label = PERSON_CODE_LABELS[member.person_code];
  return label ? i18n._(label) : member.person_code_label;
}

/** A relationship option (the values of @arx/contracts SELECTABLE_PERSON_CODES) in the page's language. */
export function personCodeOptionLabel(code: SelectablePersonCode, i18n: I18n): string {
  return i18n._(PERSON_CODE_LABELS[code] ?? msg`Other`);
}

/** The species of @arx/contracts PET_SPECIES_OPTIONS, in the page's language. */
const SPECIES_LABELS: Record<PetSpecies, MessageDescriptor> = {
  dog: msg`Dog`,
  cat: msg`Cat`,
  other: msg`Other`,
};

export function speciesLabel(species: PetSpecies, i18n: I18n): string {
  return i18n._(SPECIES_LABELS[species] ?? SPECIES_LABELS.other);
}

/** The sexes of @arx/contracts FAMILY_SEX_OPTIONS, in the page's language. */
const SEX_LABELS: Record<FamilySex, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  unknown: msg`Prefer not to say`,
};

export function familySexLabel(sex: FamilySex, i18n: I18n): string {
  return i18n._(SEX_LABELS[sex]);
}

/** How the family list names a member's relationship: "Spouse", or "Pet · Dog" for a pet. */
export function relationshipLabel(
  member: Pick<FamilyMembership, 'person_code' | 'person_code_label' | 'species'>,
  i18n: I18n,
): string {
  if (member.species) {
    const species = speciesLabel(member.species, i18n);
    return i18n._(msg`Pet · ${species}`);
  }
  return personCodeLabel(member, i18n);
}

/** The Add Member button says how many places the plan has left. */
export function addMemberLabel(slots: number, i18n: I18n): string {
  if (slots <= 0) return i18n._(msg`No slots left`);
  return i18n._(msg`Add Member (${plural(slots, { one: '# slot left', other: '# slots left' })})`);
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
export const DETAILS_RELATIONSHIPS: readonly { value: string; label: MessageDescriptor }[] = [
  { value: 'spouse', label: msg`Spouse` },
  { value: 'child', label: msg`Child` },
  { value: 'parent', label: msg`Parent` },
  { value: 'other', label: msg`Other` },
];
export const DETAILS_DEFAULTS: MemberDetails = {
  firstName: '',
  lastName: '',
  dateOfBirth: '1990-01-01',
  relationship: 'spouse',
  email: '',
  phoneNumber: '',
};
const DETAILS_MESSAGES = {
  firstName: msg`First name is required`,
  lastName: msg`Last name is required`,
  dateOfBirth: msg`Date of birth is required`,
  relationship: msg`Relationship is required`,
} as const;
type Required = keyof typeof DETAILS_MESSAGES;

/** docs/product.md §5: first name, last name, date of birth and relationship are required. */
export function checkMemberDetails(values: MemberDetails, i18n: I18n): Partial<Record<Required, string>> {
  const errors: Partial<Record<Required, string>> = {};
  for (const field of Object.keys(DETAILS_MESSAGES) as Required[]) {
    if (values[field].trim() === '') errors[field] = i18n._(DETAILS_MESSAGES[field]);
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
