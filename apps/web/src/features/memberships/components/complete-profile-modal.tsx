import type { Membership } from '@arx/contracts';
import { PROFILE_MESSAGES, validatePrimaryProfile } from '@arx/contracts/profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { profileValuesOf } from '../../../components/forms/profile-fields';
import { ProfileFormDialog, useProfileForm } from '../../../components/forms/profile-form-dialog';
import { SITE } from '../../../lib/site';
import { ProfileRejectedError, useUpdatePrimaryProfile } from '../api/update-profile';
import { translateProfileMessage } from '../rule-messages';
import { ProfileFields } from './profile-fields';

type CompleteProfileModalProps = {
  open: boolean;
  membership: Membership;
  /** "Skip for now", Escape included. */
  onSkip: () => void;
  onCompleted: (membership: Membership) => void;
};

/**
 * The card holder's profile (docs/product.md §2, §5). The browser checks the same rules as the server and
 * lists every problem at once; a refusal from the server is shown the same way, and whatever
 * the member typed stays in the form.
 */
export function CompleteProfileModal({ open, membership, onSkip, onCompleted }: CompleteProfileModalProps) {
  const { t, i18n } = useLingui();
  const update = useUpdatePrimaryProfile();
  const site = SITE.name;
  const form = useProfileForm({
    // The card holder's form offers only male and female (docs/product.md §5).
    initialValues: () =>
      profileValuesOf(membership, membership.sex === 'male' || membership.sex === 'female' ? membership.sex : ''),
    validate: validatePrimaryProfile,
    saving: update.isPending,
    save: ({ profile }, showErrors) =>
      update.mutate(profile, {
        onSuccess: onCompleted,
        onError: (error) =>
          showErrors(error instanceof ProfileRejectedError ? error.errors : [PROFILE_MESSAGES.saveFailed]),
      }),
  });

  return (
    <ProfileFormDialog
      form={form}
      open={open}
      onClose={onSkip}
      closeLabel={t`Skip for now`}
      title={t`Welcome to ${site}!`}
      intro={t`Complete your profile to activate your membership`}
      notice={
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-brand-900 text-sm">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="mt-0.5 size-4 shrink-0"
          >
            <rect x="4" y="11" width="16" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          <Trans>Your details are encrypted and used only to verify your membership.</Trans>
        </p>
      }
      legend={t`Your details`}
      translateError={(message) => translateProfileMessage(i18n, message)}
    >
      <ProfileFields {...form.fields} />
    </ProfileFormDialog>
  );
}
