import { FAMILY_MESSAGES, FAMILY_SEX_OPTIONS } from '@arx/contracts/family';
import { useLingui } from '@lingui/react/macro';
import {
  type ProfileField,
  ProfileFields,
  type ProfileFormFields,
  type ProfileValues,
} from '../../../components/forms/profile-fields';
import { familySexLabel } from '../family';

type Field = ProfileField;
const ADDRESS: Field[] = ['address_street', 'address_city', 'address_state', 'address_zip'];

/** Which fields a message of the family rules is about ("Complete address is required": the empty ones). */
function fieldsOf(message: string, values: ProfileValues): Field[] {
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

type Props = ProfileFormFields & {
  /** The card holder's address is used: the address fields show it and cannot be edited. */
  addressLocked: boolean;
  /** A pet is not asked its sex. */
  isPet: boolean;
};

/**
 * A dependent's six profile fields (docs/product.md §3, §5): sex may be "Prefer not to say".
 * A pet's form has no Sex field, and the pet rules do not ask for one.
 * Autofill is off: these are someone else's details, not the signed-in member's own.
 */
export function FamilyProfileFields({ errors, values, isPet, ...rest }: Props) {
  const { i18n } = useLingui();
  const invalid = new Set(errors.flatMap((message) => fieldsOf(message, values)));
  const sexOptions = FAMILY_SEX_OPTIONS.map(({ value }) => ({ value, label: familySexLabel(value, i18n) }));
  return (
    <ProfileFields
      {...rest}
      values={values}
      invalid={invalid}
      sexOptions={sexOptions}
      autoFill={false}
      askSex={!isPet}
    />
  );
}
