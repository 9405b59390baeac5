import { Plural, Trans } from '@lingui/react/macro';
import { formatDate, trialDaysLeft } from '../dashboard';

export function TrialNotice({ trialEnd }: { trialEnd: string }) {
  const days = trialDaysLeft(trialEnd);
  const endDate = formatDate(trialEnd);
  return (
    <section aria-labelledby="trial-title" className="rounded-2xl border border-sky-200 bg-sky-50 p-6 text-sky-950">
      <h2 id="trial-title" className="font-bold text-lg">
        <Trans>Free Trial</Trans>
      </h2>
      <p className="mt-2">
        <Trans>
          <span className="font-bold text-2xl">{days}</span>{' '}
          <Plural value={days} one="day left in your free trial" other="days left in your free trial" />
        </Trans>
      </p>
      <p className="mt-1 text-sm">
        <Trans>Your trial ends on {endDate}.</Trans>
      </p>
    </section>
  );
}
