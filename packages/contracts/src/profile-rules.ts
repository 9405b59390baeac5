/**
 * The membership profile rules of docs/product.md §5, shared by the API (authoritative) and the web form
 * (the same messages before sending). Pure TypeScript, no zod, so the browser can import it
 * from '@arx/contracts/profile' without the schemas. Every problem is listed at once.
 */
import { isoToday, parseIsoDate } from './iso-date';

// Part of the '@arx/contracts/profile' entry: the validators' default `today`, for callers that pass their own.
export { isoToday };

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

export const PROFILE_MESSAGES = {
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Date of birth must be a valid date',
  dobPast: 'Date of birth must be in the past',
  sexRequired: 'Sex is required',
  sexInvalid: 'Please select a valid sex option',
  streetRequired: 'Street address is required',
  streetTooLong: 'Street address must be at most 200 characters',
  cityRequired: 'City is required',
  cityTooLong: 'City must be at most 100 characters',
  stateRequired: 'State is required',
  stateFormat: 'State must be a 2-letter abbreviation',
  stateUnknown: 'State must be one of the 50 US states',
  zipRequired: 'ZIP code is required',
  zipFormat: 'ZIP code must be in format 12345 or 12345-6789',
  saveFailed: 'Failed to complete profile. Please try again.',
} as const;

/** The six fields as they arrive (docs/product.md §3 Profile payload); anything may be missing or wrong. */
export type ProfileInput = {
  date_of_birth?: unknown;
  sex?: unknown;
  address_street?: unknown;
  address_city?: unknown;
  address_state?: unknown;
  address_zip?: unknown;
};

export type PrimaryProfile = {
  date_of_birth: string;
  sex: 'male' | 'female';
  address_street: string;
  address_city: string;
  address_state: UsState;
  address_zip: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks the card holder's profile. State is trimmed and upper-cased before checking ("id" is
 * accepted as "ID"), so a member is never refused for typing lower case; it must then be one of
 * the 50 states. A date of birth of today or later is refused.
 */
export function validatePrimaryProfile(
  input: ProfileInput,
  today: string = isoToday(),
): { ok: true; profile: PrimaryProfile } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const dob = text(input.date_of_birth);
  const sex = text(input.sex).toLowerCase();
  const street = text(input.address_street);
  const city = text(input.address_city);
  const state = text(input.address_state).toUpperCase();
  const zip = text(input.address_zip);

  if (!dob) errors.push(PROFILE_MESSAGES.dobRequired);
  else if (!parseIsoDate(dob)) errors.push(PROFILE_MESSAGES.dobInvalid);
  else if (dob >= today) errors.push(PROFILE_MESSAGES.dobPast);

  if (!sex) errors.push(PROFILE_MESSAGES.sexRequired);
  else if (sex !== 'male' && sex !== 'female') errors.push(PROFILE_MESSAGES.sexInvalid);

  if (!street) errors.push(PROFILE_MESSAGES.streetRequired);
  else if (street.length > 200) errors.push(PROFILE_MESSAGES.streetTooLong);

  if (!city) errors.push(PROFILE_MESSAGES.cityRequired);
  else if (city.length > 100) errors.push(PROFILE_MESSAGES.cityTooLong);

  if (!state) errors.push(PROFILE_MESSAGES.stateRequired);
  else if (!/^[A-Z]{2}$/.test(state)) errors.push(PROFILE_MESSAGES.stateFormat);
  else if (!(US_STATES as readonly string[]).includes(state)) errors.push(PROFILE_MESSAGES.stateUnknown);

  if (!zip) errors.push(PROFILE_MESSAGES.zipRequired);
  else if (!/^\d{5}(-\d{4})?$/.test(zip)) errors.push(PROFILE_MESSAGES.zipFormat);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    profile: {
      date_of_birth: dob,
      sex: sex as 'male' | 'female',
      address_street: street,
      address_city: city,
      address_state: state as UsState,
      address_zip: zip,
    },
  };
}
