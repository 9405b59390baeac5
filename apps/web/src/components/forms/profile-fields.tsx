import type { Membership } from '@arx/contracts';
import { US_STATES } from '@arx/contracts/profile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { FieldLabel, INPUT_CLASSES } from './field';

/** The six profile fields of docs/product.md §3 (Profile payload), as a form holds them. */
export type ProfileValues = {
  date_of_birth: string;
  sex: string;
  address_street: string;
  address_city: string;
  address_state: string;
  address_zip: string;
};
export type ProfileField = keyof ProfileValues;

/** docs/product.md §9: the date of birth starts at 1990-01-01. */
const DEFAULT_DATE_OF_BIRTH = '1990-01-01';

type SavedProfile = Pick<Membership, 'date_of_birth' | 'address'>;

/**
 * A profile form's first values: what the membership has saved, else empty (the date of birth
 * its default). `sex` is the saved one as the caller's rules read it: the card holder's form
 * has no "unknown", a dependent's does.
 */
export function profileValuesOf(saved: SavedProfile, sex: string): ProfileValues {
  return {
    date_of_birth: saved.date_of_birth ?? DEFAULT_DATE_OF_BIRTH,
    sex,
    address_street: saved.address?.street ?? '',
    address_city: saved.address?.city ?? '',
    address_state: saved.address?.state ?? '',
    address_zip: saved.address?.zip ?? '',
  };
}

/** What a profile form (useProfileForm's `fields`) gives the fields component of its rules. */
export type ProfileFormFields = {
  idPrefix: string;
  values: ProfileValues;
  /** The current messages of the form's rules. */
  errors: string[];
  onChange: (field: ProfileField, value: string) => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
};

type Props = Omit<ProfileFormFields, 'errors'> & {
  /** The fields the current messages are about; each caller maps its own rules' messages. */
  invalid: ReadonlySet<ProfileField>;
  sexOptions: ReadonlyArray<{ value: string; label: string }>;
  /** The member's own details may be autofilled; a dependent's must not be. */
  autoFill: boolean;
  /** The address is someone else's (the card holder's): shown, not editable. */
  addressLocked?: boolean;
  /** False for a pet, whose profile does not ask for a sex. */
  askSex?: boolean;
};

/** The profile form's fields, each with a visible label: the card holder's and a dependent's. */
export function ProfileFields({
  idPrefix,
  values,
  invalid,
  onChange,
  firstFieldRef,
  sexOptions,
  autoFill,
  addressLocked = false,
  askSex = true,
}: Props) {
  const { t } = useLingui();
  const auto = (hint: string) => (autoFill ? hint : 'off');
  const props = (field: ProfileField) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': invalid.has(field) || undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    className: INPUT_CLASSES,
  });
  const address = (field: ProfileField) => ({ ...props(field), disabled: addressLocked });
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="col-span-2 sm:col-span-1">
        <FieldLabel htmlFor={`${idPrefix}-date_of_birth`}>
          <Trans>Date of birth</Trans>
        </FieldLabel>
        <input ref={firstFieldRef} type="date" autoComplete={auto('bday')} {...props('date_of_birth')} />
      </div>
      {askSex && (
        <div className="col-span-2 sm:col-span-1">
          <FieldLabel htmlFor={`${idPrefix}-sex`}>
            <Trans>Sex</Trans>
          </FieldLabel>
          <select autoComplete={auto('sex')} {...props('sex')}>
            <option value="">{t`Select...`}</option>
            {sexOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="col-span-2">
        <FieldLabel htmlFor={`${idPrefix}-address_street`}>
          <Trans>Street address</Trans>
        </FieldLabel>
        <input type="text" autoComplete={auto('address-line1')} maxLength={200} {...address('address_street')} />
      </div>
      <div className="col-span-2">
        <FieldLabel htmlFor={`${idPrefix}-address_city`}>
          <Trans>City</Trans>
        </FieldLabel>
        <input type="text" autoComplete={auto('address-level2')} maxLength={100} {...address('address_city')} />
      </div>
      <div>
        <FieldLabel htmlFor={`${idPrefix}-address_state`}>
          <Trans>State</Trans>
        </FieldLabel>
        <select autoComplete={auto('address-level1')} {...address('address_state')}>
          <option value="">{t`Select state`}</option>
          {US_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor={`${idPrefix}-address_zip`}>
          <Trans>ZIP code</Trans>
        </FieldLabel>
        <input
          type="text"
          inputMode="numeric"
          autoComplete={auto('postal-code')}
          maxLength={10}
          {...address('address_zip')}
        />
      </div>
    </div>
  );
}
