import type { Membership } from '@arx/contracts';
import { PROFILE_MESSAGES, validatePrimaryProfile } from '@arx/contracts/profile';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SITE } from '../../../lib/site';
import { ProfileRejectedError, useUpdatePrimaryProfile } from '../api/update-profile';
import { DEFAULT_DATE_OF_BIRTH, ProfileFields, type ProfileValues } from './profile-fields';

type CompleteProfileModalProps = {
  open: boolean;
  membership: Membership;
  /** "Skip for now", Escape included. */
  onSkip: () => void;
  onCompleted: (membership: Membership) => void;
};

function initialValues(membership: Membership): ProfileValues {
  return {
    date_of_birth: membership.date_of_birth ?? DEFAULT_DATE_OF_BIRTH,
    sex: membership.sex === 'male' || membership.sex === 'female' ? membership.sex : '',
    address_street: membership.address?.street ?? '',
    address_city: membership.address?.city ?? '',
    address_state: membership.address?.state ?? '',
    address_zip: membership.address?.zip ?? '',
  };
}

/**
 * The card holder's profile (docs/product.md §2, §5). The browser checks the same rules as the server and
 * lists every problem at once; a refusal from the server is shown the same way, and whatever
 * the member typed stays in the form.
 */
export function CompleteProfileModal({ open, membership, onSkip, onCompleted }: CompleteProfileModalProps) {
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(() => initialValues(membership));
  const [errors, setErrors] = useState<string[]>([]);
  const update = useUpdatePrimaryProfile();
  const saving = update.isPending;

  // Each new list (a new array, even with the same messages) takes keyboard users to the summary.
  useEffect(() => {
    if (errors.length > 0) summary.current?.focus();
  }, [errors]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = validatePrimaryProfile(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors([]);
    update.mutate(checked.profile, {
      onSuccess: onCompleted,
      onError: (error) =>
        setErrors(error instanceof ProfileRejectedError ? error.errors : [PROFILE_MESSAGES.saveFailed]),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={() => !saving && onSkip()}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      initialFocus={firstField}
      className="sm:max-w-xl"
    >
      <form noValidate onSubmit={onSubmit} className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="pr-2 font-bold text-2xl text-ink">
          Welcome to {SITE.name}!
        </h2>
        <p id={`${id}-intro`} className="mt-2 text-slate-700">
          Complete your profile to activate your membership
        </p>
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
          Your details are encrypted and used only to verify your membership.
        </p>

        <ErrorSummary ref={summary} errors={errors} />

        <fieldset disabled={saving} className="mt-5 min-w-0">
          <legend className="sr-only">Your details</legend>
          <ProfileFields
            idPrefix={id}
            values={values}
            errors={errors}
            onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
            firstFieldRef={firstField}
          />
        </fieldset>

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onSkip} disabled={saving}>
            Skip for now
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Completing...' : 'Complete Profile'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
