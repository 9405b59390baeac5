import type { FamilyMembership, Membership } from '@arx/contracts';
import { FAMILY_MESSAGES, validateFamilyProfile } from '@arx/contracts/family';
import { useLingui } from '@lingui/react/macro';
import { profileValuesOf } from '../../../components/forms/profile-fields';
import { ProfileFormDialog, useProfileForm } from '../../../components/forms/profile-form-dialog';
import { useToast } from '../../../components/ui/toast';
import { useCompleteFamilyProfile } from '../api/complete-family-profile';
import { translateFamilyMessage } from '../rule-messages';
import { FamilyProfileFields } from './family-profile-fields';
import { FailureAlert } from './form-controls';
import { SameAddressCheckbox, useSameAddress } from './same-address';

type Props = {
  member: FamilyMembership;
  /** The card holder's address when their own profile is complete, else null (no same-address box). */
  holderAddress: Membership['address'];
  onChanged: () => unknown;
  onClose: () => void;
};

/** A dependent's profile (docs/product.md §2, §5): every problem listed at once; a refusal keeps what was typed. */
export function CompleteMemberProfileModal({ member, holderAddress, onChanged, onClose }: Props) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const complete = useCompleteFamilyProfile(onChanged);
  const isPet = member.species !== null;
  const name = member.display_name;
  const completeFailed = translateFamilyMessage(i18n, FAMILY_MESSAGES.completeFailed);
  const form = useProfileForm({
    // A pet's sex is never asked: "unknown" is what the API keeps for it.
    initialValues: () => profileValuesOf(member, isPet ? 'unknown' : (member.sex ?? '')),
    validate: (values) => validateFamilyProfile(values, undefined, { isPet }),
    saving: complete.isPending,
    save: ({ value }) =>
      complete.mutate(
        { id: member.id, profile: value },
        {
          onSuccess: () => {
            toast.show(t`${name}'s profile is complete`, 'success');
            onClose();
          },
          onError: () => toast.show(completeFailed, 'error'),
        },
      ),
  });
  const sameAddress = useSameAddress(holderAddress, form.setValues);

  return (
    <ProfileFormDialog
      form={form}
      open
      onClose={onClose}
      closeLabel={t`Cancel`}
      title={t`Complete Profile`}
      intro={t`Complete ${name}'s profile to activate their card.`}
      failure={<FailureAlert heading={completeFailed} error={complete.error} />}
      legend={t`${name}'s details`}
      translateError={(message) => translateFamilyMessage(i18n, message)}
    >
      {holderAddress && <SameAddressCheckbox id={`${form.id}-same-address`} {...sameAddress} />}
      <FamilyProfileFields {...form.fields} addressLocked={sameAddress.checked} isPet={isPet} />
    </ProfileFormDialog>
  );
}
