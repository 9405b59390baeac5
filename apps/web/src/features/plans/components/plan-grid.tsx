import type { Product, ProductListResponse } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { PlanInterval } from '../plan-selection';
import { PlanCard } from './plan-card';

type PlanGridProps = {
  query: UseQueryResult<ProductListResponse>;
  interval: PlanInterval;
  isSignedIn: boolean;
  currentPlanId: number | null;
  busyPlanId: number | null;
  onChoose(product: Product): void;
};

/** The plan cards, with the loading, error and empty states every list has. */
export function PlanGrid({ query, interval, isSignedIn, currentPlanId, busyPlanId, onChoose }: PlanGridProps) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <div className="flex min-h-[28rem] flex-col items-center justify-center gap-3 text-slate-700">
        <Spinner label={t`Loading plans...`} className="scale-150" />
        <p aria-hidden="true">
          <Trans>Loading plans...</Trans>
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
      >
        <p className="font-semibold text-red-900">
          <Trans>Failed to load plans</Trans>
        </p>
        <Button onClick={() => query.refetch()} disabled={query.isFetching}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const plans = query.data.products;
  if (plans.length === 0) {
    return (
      <p className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-700">
        <Trans>No plans are available right now</Trans>
      </p>
    );
  }
  return (
    <div className="mx-auto grid max-w-md grid-cols-1 gap-6 lg:max-w-none lg:grid-cols-3 lg:gap-8">
      {plans.map((product) => (
        <PlanCard
          key={product.id}
          product={product}
          interval={interval}
          isSignedIn={isSignedIn}
          isCurrentPlan={product.id === currentPlanId}
          isBusy={product.id === busyPlanId}
          isDisabled={busyPlanId !== null}
          onChoose={onChoose}
        />
      ))}
    </div>
  );
}
