import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useResumeMembership } from '../api/resume-membership';
import { CANCELLATION_MESSAGES, endsOnLine, serverMessage } from '../cancellation';
import { translateCancellationMessage } from '../rule-messages';
import { BusyLabel } from './busy-label';

/** A cancellation set for the period's end, and the one button that takes it back while the period runs. */
export function KeepMembership({ endsAt }: { endsAt: string | null }) {
  const { t, i18n } = useLingui();
  const resume = useResumeMembership();
  const toast = useToast();

  const onKeep = () => {
    if (resume.isPending) return;
    resume.mutate(undefined, {
      onSuccess: ({ message }) => toast.show(translateCancellationMessage(i18n, message), 'success'),
    });
  };

  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="font-semibold text-amber-950">{endsOnLine(endsAt, i18n)}</p>
      <Button
        variant="secondary"
        className="mt-3 w-full"
        onClick={onKeep}
        disabled={resume.isPending}
        aria-busy={resume.isPending || undefined}
      >
        {resume.isPending ? <BusyLabel>{t`Keeping your membership...`}</BusyLabel> : t`Keep my membership`}
      </Button>
      {resume.isError && (
        <p role="alert" className="mt-3 font-semibold text-red-900 text-sm">
          {serverMessage(resume.error, i18n._(CANCELLATION_MESSAGES.resumeFailed), i18n)}
        </p>
      )}
    </div>
  );
}
