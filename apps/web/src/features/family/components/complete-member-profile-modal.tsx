import type { FamilyMembership, Membership } from '@arx/contracts';
import { FAMILY_MESSAGES, validateFamilyProfile } from '@arx/contracts/family';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useCompleteFamilyProfile } from '../api/complete-family-profile';
import { FamilyProfileFields, type FamilyProfileValues } from './family-profile-fields';
import { FailureAlert } from './form-controls';
import { SameAddressCheckbox, useSameAddress } from './same-address';

/** docs/product.md §9: the date of birth starts at 1990-01-01. */
const DEFAULT_DATE_OF_BIRTH = '1990-01-01';

export const profileCompletedToast = (name: string) => `${name}'s profile is complete`;

function initialValues(member: FamilyMembership): FamilyProfileValues {
  return {
    date_of_birth: member.date_of_birth ?? DEFAULT_DATE_OF_BIRTH,
    sex: member.sex ?? '',
    address_street: member.address?.street ?? '',
    address_city: member.address?.city ?? '',
    address_state: member.address?.state ?? '',
    address_zip: member.address?.zip ?? '',
  };
}

type Props = {
  member: FamilyMembership;
  /** The card holder's address when their own profile is complete, else null (no same-address box). */
  holderAddress: Membership['address'];
  onChanged: () => unknown;
  onClose: () => void;
};

/** A dependent's profile (docs/product.md §2, §5): every problem listed at once; a refusal keeps what was typed. */
export function CompleteMemberProfileModal({ member, holderAddress, onChanged, onClose }: Props) {
  const id = useId();
  const toast = useToast();
  const firstField = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(() => initialValues(member));
  const [errors, setErrors] = useState<string[]>([]);
  const sameAddress = useSameAddress(holderAddress, setValues);
  const complete = useCompleteFamilyProfile(onChanged);
  const saving = complete.isPending;

  useEffect(() => {
    if (errors.length > 0) summary.current?.focus();
  }, [errors]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = validateFamilyProfile(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors([]);
    complete.mutate(
      { id: member.id, profile: checked.value },
      {
        onSuccess: () => {
          toast.show(profileCompletedToast(member.display_name), 'success');
          onClose();
        },
        onError: () => toast.show(FAMILY_MESSAGES.completeFailed, 'error'),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={() => !saving && onClose()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      initialFocus={firstField}
      className="sm:max-w-xl"
    >
      <form noValidate onSubmit={onSubmit} className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-ink">
          Complete Profile
        </h2>
        <p id={`${id}-intro`} className="mt-2 break-words text-slate-700">
          Complete {member.display_name}'s profile to activate their card.
        </p>
        <ErrorSummary ref={summary} errors={errors} />
        <div className="mt-5 empty:hidden">
          <FailureAlert heading={FAMILY_MESSAGES.completeFailed} error={complete.error} />
        </div>
        <fieldset disabled={saving} className="mt-5 min-w-0 space-y-4">
          <legend className="sr-only">{member.display_name}'s details</legend>
          {holderAddress && <SameAddressCheckbox id={`${id}-same-address`} {...sameAddress} />}
          <FamilyProfileFields
            idPrefix={id}
            values={values}
            errors={errors}
            onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
            firstFieldRef={firstField}
            addressLocked={sameAddress.checked}
          />
        </fieldset>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Completing...' : 'Complete Profile'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
