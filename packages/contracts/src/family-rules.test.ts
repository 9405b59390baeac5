import { describe, expect, it } from 'vitest';
import {
  FAMILY_MESSAGES as M,
  petLabel,
  petRelationshipError,
  validateFamilyMemberChanges,
  validateFamilyProfile,
  validateNewFamilyMember,
} from './family-rules';

const TODAY = '2026-11-22';
const home = {
  date_of_birth: '2015-06-01',
  sex: 'unknown',
  address_street: '12 Main St',
  address_city: 'Boise',
  address_state: 'ID',
  address_zip: '83702',
};
const profileErrors = (input: object) => {
  const result = validateFamilyProfile(input, TODAY);
  return result.ok ? [] : result.errors;
};
const memberErrors = (input: object) => {
  const result = validateNewFamilyMember(input);
  return result.ok ? [] : result.errors;
};

describe('adding a family member (docs/product.md §5)', () => {
  it('uses the messages of docs/product.md §5', () => {
    expect(M.displayNameRequired).toBe('Display name is required');
    expect(M.displayNameLength).toBe('Display name must be between 2 and 50 characters');
    expect(M.personCodeInvalid).toBe('Please select a valid relationship');
  });

  it('trims the display name and accepts person codes 2, 3 and 4, also as form strings', () => {
    expect(validateNewFamilyMember({ display_name: '  Jo  ', person_code: 2 })).toEqual({
      ok: true,
      value: { display_name: 'Jo', person_code: 2, species: null },
    });
    expect(validateNewFamilyMember({ display_name: 'x'.repeat(50), person_code: '4' })).toMatchObject({
      ok: true,
      value: { person_code: 4 },
    });
  });

  it.each([
    [{}, [M.displayNameRequired, M.personCodeInvalid]],
    [{ display_name: ' ', person_code: 3 }, [M.displayNameRequired]],
    [{ display_name: 42, person_code: 3 }, [M.displayNameRequired]],
    [{ display_name: ' J ', person_code: 3 }, [M.displayNameLength]],
    [{ display_name: 'x'.repeat(51), person_code: 3 }, [M.displayNameLength]],
    [{ display_name: 'Jo', person_code: 1 }, [M.personCodeInvalid]],
    [{ display_name: 'Jo', person_code: 2.5 }, [M.personCodeInvalid]],
    [{ display_name: 'Jo', person_code: '' }, [M.personCodeInvalid]],
  ])('refuses %j with every message', (input, errors) => {
    expect(memberErrors(input)).toEqual(errors);
  });

  it('checks only the fields an edit sends', () => {
    expect(validateFamilyMemberChanges({})).toEqual({ ok: true, value: {} });
    expect(validateFamilyMemberChanges({ person_code: 3 })).toEqual({ ok: true, value: { person_code: 3 } });
    expect(validateFamilyMemberChanges({ display_name: null, person_code: 1 })).toEqual({
      ok: false,
      errors: [M.displayNameRequired, M.personCodeInvalid],
    });
  });
});

describe('a pet (docs/decisions/0017-counter-and-savings.md)', () => {
  it('accepts a species, in any case, only with the relationship Other; nothing, null or "" is a person', () => {
    expect(validateNewFamilyMember({ display_name: 'Rex', person_code: '4', species: ' Dog ' })).toEqual({
      ok: true,
      value: { display_name: 'Rex', person_code: 4, species: 'dog' },
    });
    for (const species of [undefined, null, '']) {
      expect(validateNewFamilyMember({ display_name: 'Jo', person_code: 2, species })).toMatchObject({
        ok: true,
        value: { species: null },
      });
    }
    expect(petLabel('dog')).toBe('Pet · Dog');
    expect(petLabel('other')).toBe('Pet · Other');
  });

  it.each([
    [{ display_name: 'Rex', person_code: 2, species: 'dog' }, [M.petNeedsOther]],
    [{ display_name: 'Rex', person_code: 3, species: 'cat' }, [M.petNeedsOther]],
    [{ display_name: 'Rex', person_code: 4, species: 'hamster' }, [M.speciesInvalid]],
    [{ display_name: 'Rex', person_code: 4, species: true }, [M.speciesInvalid]],
    [{ display_name: 'Rex', person_code: 1, species: 'dog' }, [M.personCodeInvalid]],
  ])('refuses %j with every message', (input, errors) => {
    expect(memberErrors(input)).toEqual(errors);
  });

  it("checks an edit's species, and against the relationship when both are sent", () => {
    expect(validateFamilyMemberChanges({ species: null })).toEqual({ ok: true, value: { species: null } });
    expect(validateFamilyMemberChanges({ species: 'cat' })).toEqual({ ok: true, value: { species: 'cat' } });
    expect(validateFamilyMemberChanges({ person_code: 3, species: 'cat' })).toEqual({
      ok: false,
      errors: [M.petNeedsOther],
    });
    expect(validateFamilyMemberChanges({ species: 'fish' })).toEqual({ ok: false, errors: [M.speciesInvalid] });
    expect(petRelationshipError(2, null)).toBeNull();
    expect(petRelationshipError(4, 'dog')).toBeNull();
  });

  it("does not ask a pet's sex: whatever is sent, unknown is kept; the other rules still hold", () => {
    const { sex: _none, ...withoutSex } = home;
    expect(validateFamilyProfile(withoutSex, TODAY, { isPet: true })).toEqual({
      ok: true,
      value: { ...home, sex: 'unknown' },
    });
    expect(validateFamilyProfile({ ...home, sex: 'female' }, TODAY, { isPet: true })).toMatchObject({
      value: { sex: 'unknown' },
    });
    expect(validateFamilyProfile({}, TODAY, { isPet: true })).toEqual({
      ok: false,
      errors: [M.dobRequired, M.addressIncomplete],
    });
  });
});

describe("a family member's profile (docs/product.md §5)", () => {
  it('accepts today as a date of birth, "unknown" as sex, and upper-cases the state', () => {
    expect(validateFamilyProfile({ ...home, date_of_birth: TODAY, address_state: ' id ', sex: 'Male' }, TODAY)).toEqual(
      {
        ok: true,
        value: { ...home, date_of_birth: TODAY, sex: 'male' },
      },
    );
    expect(validateFamilyProfile(home, TODAY)).toMatchObject({ ok: true, value: { sex: 'unknown' } });
  });

  it('lists the required messages together, the address once', () => {
    expect(profileErrors({})).toEqual([M.dobRequired, M.sexRequired, M.addressIncomplete]);
    expect(M.addressIncomplete).toBe('Complete address is required');
    expect(M.dobFuture).toBe('Date of birth cannot be in the future');
  });

  it.each([
    [{ date_of_birth: '2026-11-23' }, [M.dobFuture]],
    [{ date_of_birth: '2015-02-30' }, [M.dobInvalid]],
    [{ sex: 'other' }, [M.sexInvalid]],
    [{ address_zip: '' }, [M.addressIncomplete]],
    [{ address_state: 'Idaho' }, [M.stateFormat]],
    [{ address_state: 'XX' }, [M.stateUnknown]],
    [{ address_zip: '83702-12' }, [M.zipFormat]],
    [{ address_city: 'B'.repeat(101) }, [M.cityTooLong]],
    [{ address_city: '', address_state: 'x1', address_zip: '1' }, [M.addressIncomplete, M.stateFormat, M.zipFormat]],
  ])('refuses %j with every message', (change, errors) => {
    expect(profileErrors({ ...home, ...change })).toEqual(errors);
  });
});
