import type { SubscriptionStatusResponse } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { billingCycleLabel, formatDate, isTrialing } from '../dashboard';

/** The dashboard's default plan is Individual, monthly (docs/product.md §1). */
const DEFAULT_PLAN = 'Individual';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 text-right font-medium text-ink">{children}</dd>
    </div>
  );
}

type PlanDetailsCardProps = {
  email: string;
  status: SubscriptionStatusResponse;
  /** "$9.99 / month" from the billing details; left out when they did not load. */
  price?: string | null;
  /** Under Manage Billing: cancelling or keeping the membership (another feature, placed by the route). */
  actions?: ReactNode;
};

export function PlanDetailsCard({ email, status, price, actions }: PlanDetailsCardProps) {
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="plan-details-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="plan-details-title" className="font-bold text-ink text-lg">
        <Trans>Plan Details</Trans>
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <Row term={t`Email`}>
          <span className="break-all">{email}</span>
        </Row>
        <Row term={t`Status`}>
          <StatusBadge status={status.status ?? 'active'} />
        </Row>
        <Row term={t`Plan`}>{status.plan_name ?? DEFAULT_PLAN}</Row>
        {price && <Row term={t`Price`}>{price}</Row>}
        <Row term={t`Billing Cycle`}>{billingCycleLabel(status.billing_interval, i18n)}</Row>
        {isTrialing(status) ? (
          <Row term={t`Trial Ends`}>{formatDate(status.trial_end)}</Row>
        ) : status.status === 'canceling' ? (
          // Nothing more is billed once a cancellation is set: the date is when the membership ends.
          <Row term={t`Membership Ends`}>{formatDate(status.current_period_end)}</Row>
        ) : (
          <Row term={t`Next Billing Date`}>{formatDate(status.current_period_end)}</Row>
        )}
      </dl>
      <ButtonLink to="/billing" variant="secondary" className="mt-6 w-full">
        <Trans>Manage Billing</Trans>
      </ButtonLink>
      {actions}
    </section>
  );
}
