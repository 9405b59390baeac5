import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../../components/ui/button';
import { SITE } from '../../../lib/site';

export function NoSubscriptionPanel() {
  const percent = SITE.maxSavingsPercent;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-slate-50 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-7"
        >
          <rect x="2" y="5" width="20" height="14" rx="2" />
          <path d="M2 10h20" />
        </svg>
      </span>
      <h2 className="mt-5 font-bold text-2xl text-ink">
        <Trans>No Active Subscription</Trans>
      </h2>
      <p className="mt-3 text-slate-700">
        <Trans>
          You don't have an active membership yet. Choose a plan to start saving up to {percent}% on prescriptions.
        </Trans>
      </p>
      <ButtonLink to="/pricing" className="mt-6">
        <Trans>View Plans</Trans>
      </ButtonLink>
    </div>
  );
}
