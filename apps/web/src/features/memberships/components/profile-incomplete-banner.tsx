import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';

type Props = { onCompleteProfile: () => void; onDismiss: () => void };

/** Shown instead of the modal once the member has skipped it (docs/product.md §4 Membership profile). */
export function ProfileIncompleteBanner({ onCompleteProfile, onDismiss }: Props) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Profile reminder`}
      className="relative flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 pr-14 text-amber-950 sm:flex-row sm:items-center sm:p-5 sm:pr-16"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="hidden size-6 shrink-0 text-amber-700 sm:block"
      >
        <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      </svg>
      <div className="flex-1">
        <p className="font-semibold">
          <Trans>Your profile is incomplete</Trans>
        </p>
        <p className="mt-1 text-sm">
          <Trans>Complete your profile to activate your membership card.</Trans>
        </p>
      </div>
      <Button onClick={onCompleteProfile} className="self-start sm:self-center">
        <Trans>Complete Profile</Trans>
      </Button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t`Dismiss profile reminder`}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-5"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </section>
  );
}
