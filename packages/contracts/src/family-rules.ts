/**
 * The family member rules of docs/product.md §5 (Add family member, Family member profile), shared by the
 * API (authoritative) and the web forms (the same messages before sending). Pure TypeScript, no
 * zod, so the browser imports it from '@arx/contracts/family'. Every problem is listed at once.
 */
import { isoToday, parseIsoDate } from './iso-date';
import { PROFILE_MESSAGES, type ProfileInput, US_STATES, type UsState } from './profile-rules';

export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 50;

/** Who can be added (docs/product.md §3 Person code): 1, the card holder, is never chosen. */
export const SELECTABLE_PERSON_CODES = [
  { value: 2, label: 'Spouse' },
  { value: 3, label: 'Dependent Child' },
  { value: 4, label: 'Other' },
] as const;
export type SelectablePersonCode = (typeof SELECTABLE_PERSON_CODES)[number]['value'];
/** The relationship preselected in the Add Family Member form. */
export const DEFAULT_PERSON_CODE: SelectablePersonCode = 2;

/**
 * A pet is a family member with the relationship Other (person code 4) and a species
 * (docs/decisions/0017-counter-and-savings.md). Its card carries its name like anyone's.
 */
export const PET_PERSON_CODE = 4;
export const PET_SPECIES_OPTIONS = [
  { value: 'dog', label: 'Dog' },
  { value: 'cat', label: 'Cat' },
  { value: 'other', label: 'Other' },
] as const;
export type PetSpecies = (typeof PET_SPECIES_OPTIONS)[number]['value'];

/** "Pet · Dog": how a pet's relationship is shown in the family list. */
export function petLabel(species: PetSpecies): string {
  return `Pet · ${PET_SPECIES_OPTIONS.find((option) => option.value === species)?.label ?? 'Other'}`;
}

/** A pet or anyone who prefers not to say is "unknown". */
export const FAMILY_SEX_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'unknown', label: 'Prefer not to say' },
] as const;
export type FamilySex = (typeof FAMILY_SEX_OPTIONS)[number]['value'];

export const FAMILY_MESSAGES = {
  displayNameRequired: 'Display name is required',
  displayNameLength: `Display name must be between ${DISPLAY_NAME_MIN_LENGTH} and ${DISPLAY_NAME_MAX_LENGTH} characters`,
  personCodeInvalid: 'Please select a valid relationship',
  speciesInvalid: 'Please select a valid species: Dog, Cat or Other',
  petNeedsOther: 'A pet must have the relationship Other, not Spouse or Dependent Child',
  dobRequired: PROFILE_MESSAGES.dobRequired,
  dobInvalid: PROFILE_MESSAGES.dobInvalid,
  dobFuture: 'Date of birth cannot be in the future',
  sexRequired: PROFILE_MESSAGES.sexRequired,
  sexInvalid: PROFILE_MESSAGES.sexInvalid,
  addressIncomplete: 'Complete address is required',
  streetTooLong: PROFILE_MESSAGES.streetTooLong,
  cityTooLong: PROFILE_MESSAGES.cityTooLong,
  stateFormat: PROFILE_MESSAGES.stateFormat,
  stateUnknown: PROFILE_MESSAGES.stateUnknown,
  zipFormat: PROFILE_MESSAGES.zipFormat,
  // What the API answers when the household cannot take the change.
  notEligible: 'Your plan does not include family members',
  noSlots: 'No family member slots available on your plan',
  cardHolderLocked: "The card holder's own membership cannot be changed here",
  cardHolderNotRemovable: "The card holder's own membership cannot be removed",
  /** 404: the member was removed meanwhile (in another tab, say), or is not of the caller's household. */
  membershipNotFound: 'Membership not found',
  // docs/product.md §8: what the web shows when a call fails without a list of errors.
  addFailed: 'Failed to add family member',
  removeFailed: 'Failed to remove family member',
  completeFailed: 'Failed to complete profile',
} as const;

export type NewFamilyMember = {
  display_name: string;
  person_code: SelectablePersonCode;
  /** Set for a pet (person code 4 only); null for a person. */
  species: PetSpecies | null;
};

export type FamilyProfile = {
  date_of_birth: string;
  sex: FamilySex;
  address_street: string;
  address_city: string;
  address_state: UsState;
  address_zip: string;
};

type Result<T> = { ok: true; value: T } | { ok: false; errors: string[] };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The display name as saved (trimmed), or the one message that explains why not. */
function checkDisplayName(value: unknown): { name: string; error: string | null } {
  const name = text(value);
  if (!name) return { name, error: FAMILY_MESSAGES.displayNameRequired };
  const length = [...name].length;
  if (length < DISPLAY_NAME_MIN_LENGTH || length > DISPLAY_NAME_MAX_LENGTH) {
    return { name, error: FAMILY_MESSAGES.displayNameLength };
  }
  return { name, error: null };
}

/** 2, 3 or 4, as a number or as the string a form's select gives ("3"). */
function checkPersonCode(value: unknown): SelectablePersonCode | null {
  const code = typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value;
  return SELECTABLE_PERSON_CODES.find((option) => option.value === code)?.value ?? null;
}

/** A species from the list (any case), null for "not a pet" (nothing, null or ""), else invalid. */
function checkSpecies(value: unknown): { species: PetSpecies | null; error: string | null } {
  if (value === undefined || value === null || value === '') return { species: null, error: null };
  const species = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const option = PET_SPECIES_OPTIONS.find((o) => o.value === species);
  return option ? { species: option.value, error: null } : { species: null, error: FAMILY_MESSAGES.speciesInvalid };
}

/** A species belongs only to a member with the relationship Other: a spouse or child is a person. */
export function petRelationshipError(personCode: number, species: PetSpecies | null): string | null {
  return species !== null && personCode !== PET_PERSON_CODE ? FAMILY_MESSAGES.petNeedsOther : null;
}

/** POST /memberships: the name and relationship are required; a species makes it a pet. */
export function validateNewFamilyMember(input: {
  display_name?: unknown;
  person_code?: unknown;
  species?: unknown;
}): Result<NewFamilyMember> {
  const { name, error } = checkDisplayName(input.display_name);
  const personCode = checkPersonCode(input.person_code);
  const { species, error: speciesError } = checkSpecies(input.species);
  const errors = [
    error,
    personCode === null ? FAMILY_MESSAGES.personCodeInvalid : null,
    speciesError,
    personCode === null ? null : petRelationshipError(personCode, species),
  ].filter((message): message is string => message !== null);
  if (errors.length > 0 || personCode === null) return { ok: false, errors };
  return { ok: true, value: { display_name: name, person_code: personCode, species } };
}

/**
 * PATCH /memberships/{id}: only the fields sent are checked and changed (species null makes a
 * pet a person again). Whether a species fits the relationship is checked against the member
 * as it will be (petRelationshipError), which only the API knows when one of them is not sent.
 */
export function validateFamilyMemberChanges(input: {
  display_name?: unknown;
  person_code?: unknown;
  species?: unknown;
}): Result<Partial<NewFamilyMember>> {
  const errors: string[] = [];
  const changes: Partial<NewFamilyMember> = {};
  if (input.display_name !== undefined) {
    const { name, error } = checkDisplayName(input.display_name);
    if (error) errors.push(error);
    else changes.display_name = name;
  }
  if (input.person_code !== undefined) {
    const personCode = checkPersonCode(input.person_code);
    if (personCode === null) errors.push(FAMILY_MESSAGES.personCodeInvalid);
    else changes.person_code = personCode;
  }
  if (input.species !== undefined) {
    const { species, error } = checkSpecies(input.species);
    if (error) errors.push(error);
    else changes.species = species;
  }
  if (changes.person_code !== undefined && changes.species !== undefined) {
    const error = petRelationshipError(changes.person_code, changes.species);
    if (error) errors.push(error);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: changes };
}

/**
 * Checks a dependent's profile. Unlike the card holder's: a date of birth of today is allowed
 * (a newborn, a new pet), sex may be "unknown", and a missing address part is one message.
 * A pet is not asked its sex: whatever is sent, "unknown" is saved. State is trimmed and
 * upper-cased before checking, so "id" is saved as "ID".
 */
export function validateFamilyProfile(
  input: ProfileInput,
  today: string = isoToday(),
  { isPet = false }: { isPet?: boolean } = {},
): Result<FamilyProfile> {
  const errors: string[] = [];
  const dob = text(input.date_of_birth);
  const sex = isPet ? 'unknown' : text(input.sex).toLowerCase();
  const street = text(input.address_street);
  const city = text(input.address_city);
  const state = text(input.address_state).toUpperCase();
  const zip = text(input.address_zip);

  if (!dob) errors.push(FAMILY_MESSAGES.dobRequired);
  else if (!parseIsoDate(dob)) errors.push(FAMILY_MESSAGES.dobInvalid);
  else if (dob > today) errors.push(FAMILY_MESSAGES.dobFuture);

  const sexOption = FAMILY_SEX_OPTIONS.find((option) => option.value === sex);
  if (!sex) errors.push(FAMILY_MESSAGES.sexRequired);
  else if (!sexOption) errors.push(FAMILY_MESSAGES.sexInvalid);

  if (!street || !city || !state || !zip) errors.push(FAMILY_MESSAGES.addressIncomplete);
  if (street.length > 200) errors.push(FAMILY_MESSAGES.streetTooLong);
  if (city.length > 100) errors.push(FAMILY_MESSAGES.cityTooLong);
  if (state && !/^[A-Z]{2}$/.test(state)) errors.push(FAMILY_MESSAGES.stateFormat);
  else if (state && !(US_STATES as readonly string[]).includes(state)) errors.push(FAMILY_MESSAGES.stateUnknown);
  if (zip && !/^\d{5}(-\d{4})?$/.test(zip)) errors.push(FAMILY_MESSAGES.zipFormat);

  if (errors.length > 0 || !sexOption) return { ok: false, errors };
  return {
    ok: true,
    value: {
      date_of_birth: dob,
      sex: sexOption.value,
      address_street: street,
      address_city: city,
      address_state: state as UsState,
      address_zip: zip,
    },
  };
}
