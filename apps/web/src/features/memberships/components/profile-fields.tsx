import { PROFILE_MESSAGES, US_STATES } from '@arx/contracts/profile';
import type { ReactNode, RefObject } from 'react';

export type ProfileValues = {
  date_of_birth: string;
  sex: string;
  address_street: string;
  address_city: string;
  address_state: string;
  address_zip: string;
};
type Field = keyof ProfileValues;

/** Spec §9: the date of birth starts at 1990-01-01. */
export const DEFAULT_DATE_OF_BIRTH = '1990-01-01';

const FIELD_OF_MESSAGE: Record<string, Field> = {
  [PROFILE_MESSAGES.dobRequired]: 'date_of_birth',
  [PROFILE_MESSAGES.dobInvalid]: 'date_of_birth',
  [PROFILE_MESSAGES.dobPast]: 'date_of_birth',
  [PROFILE_MESSAGES.sexRequired]: 'sex',
  [PROFILE_MESSAGES.sexInvalid]: 'sex',
  [PROFILE_MESSAGES.streetRequired]: 'address_street',
  [PROFILE_MESSAGES.streetTooLong]: 'address_street',
  [PROFILE_MESSAGES.cityRequired]: 'address_city',
  [PROFILE_MESSAGES.cityTooLong]: 'address_city',
  [PROFILE_MESSAGES.stateRequired]: 'address_state',
  [PROFILE_MESSAGES.stateFormat]: 'address_state',
  [PROFILE_MESSAGES.stateUnknown]: 'address_state',
  [PROFILE_MESSAGES.zipRequired]: 'address_zip',
  [PROFILE_MESSAGES.zipFormat]: 'address_zip',
};

const INPUT =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-1 aria-[invalid=true]:border-red-700';

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block font-medium text-ink text-sm">
      {children}
    </label>
  );
}

type ProfileFieldsProps = {
  idPrefix: string;
  values: ProfileValues;
  errors: string[];
  onChange: (field: Field, value: string) => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
};

/** The six fields of spec §2 (Complete-profile modal), each with a visible label. */
export function ProfileFields({ idPrefix, values, errors, onChange, firstFieldRef }: ProfileFieldsProps) {
  const invalid = new Set(errors.map((message) => FIELD_OF_MESSAGE[message]));
  const props = (field: Field) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': invalid.has(field) || undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    className: INPUT,
  });
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="col-span-2 sm:col-span-1">
        <Label htmlFor={`${idPrefix}-date_of_birth`}>Date of birth</Label>
        <input ref={firstFieldRef} type="date" autoComplete="bday" {...props('date_of_birth')} />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Label htmlFor={`${idPrefix}-sex`}>Sex</Label>
        <select autoComplete="sex" {...props('sex')}>
          <option value="">Select...</option>
          <option value="male">Male</option>
          <option value="female">Female</option>
        </select>
      </div>
      <div className="col-span-2">
        <Label htmlFor={`${idPrefix}-address_street`}>Street address</Label>
        <input type="text" autoComplete="address-line1" maxLength={200} {...props('address_street')} />
      </div>
      <div className="col-span-2">
        <Label htmlFor={`${idPrefix}-address_city`}>City</Label>
        <input type="text" autoComplete="address-level2" maxLength={100} {...props('address_city')} />
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-address_state`}>State</Label>
        <select autoComplete="address-level1" {...props('address_state')}>
          <option value="">Select state</option>
          {US_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-address_zip`}>ZIP code</Label>
        <input type="text" inputMode="numeric" autoComplete="postal-code" maxLength={10} {...props('address_zip')} />
      </div>
    </div>
  );
}
