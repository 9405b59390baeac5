import { formatDate, trialDaysLeft } from '../dashboard';

export function TrialNotice({ trialEnd }: { trialEnd: string }) {
  const days = trialDaysLeft(trialEnd);
  return (
    <section aria-labelledby="trial-title" className="rounded-2xl border border-sky-200 bg-sky-50 p-6 text-sky-950">
      <h2 id="trial-title" className="font-bold text-lg">
        Free Trial
      </h2>
      <p className="mt-2">
        <span className="font-bold text-2xl">{days}</span> {days === 1 ? 'day' : 'days'} left in your free trial
      </p>
      <p className="mt-1 text-sm">Your trial ends on {formatDate(trialEnd)}.</p>
    </section>
  );
}
