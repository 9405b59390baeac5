import { FAMILY_MESSAGES, FAMILY_SEX_OPTIONS } from '@arx/contracts/family';
import { US_STATES } from '@arx/contracts/profile';
import type { RefObject } from 'react';
import { FieldLabel, INPUT_CLASSES } from './form-controls';

export type FamilyProfileValues = {
  date_of_birth: string;
  sex: string;
  address_street: string;
  address_city: string;
  address_state: string;
  address_zip: string;
};
type Field = keyof FamilyProfileValues;
const ADDRESS: Field[] = ['address_street', 'address_city', 'address_state', 'address_zip'];

/** Which fields a message of the family rules is about ("Complete address is required": the empty ones). */
function fieldsOf(message: string, values: FamilyProfileValues): Field[] {
  switch (message) {
    case FAMILY_MESSAGES.dobRequired:
    case FAMILY_MESSAGES.dobInvalid:
    case FAMILY_MESSAGES.dobFuture:
      return ['date_of_birth'];
    case FAMILY_MESSAGES.sexRequired:
    case FAMILY_MESSAGES.sexInvalid:
      return ['sex'];
    case FAMILY_MESSAGES.addressIncomplete:
      return ADDRESS.filter((field) => values[field].trim() === '');
    case FAMILY_MESSAGES.streetTooLong:
      return ['address_street'];
    case FAMILY_MESSAGES.cityTooLong:
      return ['address_city'];
    case FAMILY_MESSAGES.stateFormat:
    case FAMILY_MESSAGES.stateUnknown:
      return ['address_state'];
    case FAMILY_MESSAGES.zipFormat:
      return ['address_zip'];
    default:
      return [];
  }
}

type Props = {
  idPrefix: string;
  values: FamilyProfileValues;
  errors: string[];
  onChange: (field: Field, value: string) => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  /** The card holder's address is used: the address fields show it and cannot be edited. */
  addressLocked: boolean;
};

/**
 * A dependent's six profile fields (spec §3, §5): sex may be "Prefer not to say", for pets too.
 * Autofill is off: these are someone else's details, not the signed-in member's own.
 */
export function FamilyProfileFields({ idPrefix, values, errors, onChange, firstFieldRef, addressLocked }: Props) {
  const invalid = new Set(errors.flatMap((message) => fieldsOf(message, values)));
  const props = (field: Field) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': invalid.has(field) || undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    className: INPUT_CLASSES,
  });
  const address = (field: Field) => ({ ...props(field), disabled: addressLocked });
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="col-span-2 sm:col-span-1">
        <FieldLabel htmlFor={`${idPrefix}-date_of_birth`}>Date of birth</FieldLabel>
        <input ref={firstFieldRef} type="date" autoComplete="off" {...props('date_of_birth')} />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <FieldLabel htmlFor={`${idPrefix}-sex`}>Sex</FieldLabel>
        <select {...props('sex')}>
          <option value="">Select...</option>
          {FAMILY_SEX_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2">
        <FieldLabel htmlFor={`${idPrefix}-address_street`}>Street address</FieldLabel>
        <input type="text" autoComplete="off" maxLength={200} {...address('address_street')} />
      </div>
      <div className="col-span-2">
        <FieldLabel htmlFor={`${idPrefix}-address_city`}>City</FieldLabel>
        <input type="text" autoComplete="off" maxLength={100} {...address('address_city')} />
      </div>
      <div>
        <FieldLabel htmlFor={`${idPrefix}-address_state`}>State</FieldLabel>
        <select {...address('address_state')}>
          <option value="">Select state</option>
          {US_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor={`${idPrefix}-address_zip`}>ZIP code</FieldLabel>
        <input type="text" inputMode="numeric" autoComplete="off" maxLength={10} {...address('address_zip')} />
      </div>
    </div>
  );
}
