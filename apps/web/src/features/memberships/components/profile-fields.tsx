import { PROFILE_MESSAGES } from '@arx/contracts/profile';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  type ProfileField,
  type ProfileFormFields,
  ProfileFields as SharedProfileFields,
} from '../../../components/forms/profile-fields';

/** The card holder is male or female (docs/product.md §5). */
const SEX_OPTIONS = [
  { value: 'male', label: msg`Male` },
  { value: 'female', label: msg`Female` },
];

/** The field each rule's message is about, by its English text as the rules and the API give it (the summary shows it translated). */
const FIELD_OF_MESSAGE: Record<string, ProfileField> = {
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

/** The card holder's six fields of docs/product.md §2 (Complete-profile modal); their own, so autofill helps. */
export function ProfileFields({ errors, ...rest }: ProfileFormFields) {
  const { i18n } = useLingui();
  const invalid = new Set(errors.flatMap((message) => FIELD_OF_MESSAGE[message] ?? []));
  const sexOptions = SEX_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }));
  return <SharedProfileFields {...rest} invalid={invalid} sexOptions={sexOptions} autoFill />;
}
