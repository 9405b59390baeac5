import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M, US_STATES, validatePrimaryProfile } from './profile-rules';

const valid = {
  date_of_birth: '1990-01-01',
  sex: 'female',
  address_street: '12 Main St',
  address_city: 'Boise',
  address_state: 'ID',
  address_zip: '83702',
};
const errorsOf = (input: object, today = '2026-11-22') => {
  const result = validatePrimaryProfile(input, today);
  return result.ok ? [] : result.errors;
};

describe('the primary profile rules (docs/product.md §5)', () => {
  it('lists every required-field message together for an empty form', () => {
    expect(errorsOf({})).toEqual([
      M.dobRequired,
      M.sexRequired,
      M.streetRequired,
      M.cityRequired,
      M.stateRequired,
      M.zipRequired,
    ]);
    expect(M.dobRequired).toBe('Date of birth is required');
    expect(M.zipFormat).toBe('ZIP code must be in format 12345 or 12345-6789');
  });

  it('accepts a complete profile, trimming and upper-casing the state', () => {
    const result = validatePrimaryProfile({ ...valid, address_state: ' id ', address_city: ' Boise ' }, '2026-11-22');
    expect(result).toEqual({ ok: true, profile: { ...valid } });
  });

  it.each([
    ['2026-11-22', M.dobPast],
    ['2030-01-01', M.dobPast],
    ['1990-02-30', M.dobInvalid],
    ['01/02/1990', M.dobInvalid],
  ])('refuses the date of birth %s', (dob, message) => {
    expect(errorsOf({ ...valid, date_of_birth: dob })).toEqual([message]);
  });

  it.each([
    ['unknown', M.sexInvalid],
    ['other', M.sexInvalid],
  ])('refuses sex %s for the card holder', (sex, message) => {
    expect(errorsOf({ ...valid, sex })).toEqual([message]);
  });

  it.each([
    ['Idaho', M.stateFormat],
    ['I1', M.stateFormat],
    ['XX', M.stateUnknown],
    ['DC', M.stateUnknown],
  ])('refuses the state %s', (state, message) => {
    expect(errorsOf({ ...valid, address_state: state })).toEqual([message]);
  });

  it.each([['12345'], ['12345-6789']])('accepts the ZIP %s', (zip) => {
    expect(errorsOf({ ...valid, address_zip: zip })).toEqual([]);
  });

  it.each([['1234'], ['123456'], ['12345-678'], ['ABCDE']])('refuses the ZIP %s', (zip) => {
    expect(errorsOf({ ...valid, address_zip: zip })).toEqual([M.zipFormat]);
  });

  it('refuses values that are not text, and over-long text', () => {
    expect(errorsOf({ ...valid, sex: 7, address_city: 'x'.repeat(101) })).toEqual([M.sexRequired, M.cityTooLong]);
  });

  it('knows the 50 states', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
  });
});
