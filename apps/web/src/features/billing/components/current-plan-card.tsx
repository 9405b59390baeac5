import type { BillingDetails } from '@arx/contracts';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/ui/badge';
import { cycleUnit, displayStatus, formatMoney, nextDateLine } from '../billing-format';
import { BillingCard } from './billing-card';

type CurrentPlanCardProps = {
  subscription: NonNullable<BillingDetails['subscription']>;
  /** Under the plan: cancelling or keeping the membership (another feature, placed by the route). */
  actions?: ReactNode;
};

export function CurrentPlanCard({ subscription, actions }: CurrentPlanCardProps) {
  const { t, i18n } = useLingui();
  const next = nextDateLine(subscription, i18n);
  return (
    <BillingCard title={t`Current Plan`}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-bold text-2xl text-ink">{subscription.planName}</p>
        <StatusBadge status={displayStatus(subscription)} />
      </div>
      <p className="mt-2 text-slate-700">
        <span className="font-semibold text-ink text-xl">
          {formatMoney(subscription.amount, subscription.currency)}
        </span>
        {' / '}
        {cycleUnit(subscription.billingCycle, i18n)}
      </p>
      {next && (
        <p className="mt-4 text-slate-700 text-sm">
          {next.label} <span className="font-semibold text-ink">{next.date}</span>
        </p>
      )}
      {actions}
    </BillingCard>
  );
}
