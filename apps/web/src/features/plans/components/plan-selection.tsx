import type { SubscriptionStatusResponse } from '@arx/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SITE, siteFigures } from '../../../lib/site';
import { useProducts } from '../api/get-products';
import { DEFAULT_INTERVAL, type PlanInterval, parseInterval } from '../plan-selection';
import { usePlanCheckout } from '../use-plan-checkout';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { PlanGrid } from './plan-grid';
import { TrustBlurbs } from './trust-blurbs';

type PlanSelectionProps = {
  isSignedIn: boolean;
  /** The member's subscription status (signed in only): heading, current plan, checkout rules. */
  subscription?: UseQueryResult<SubscriptionStatusResponse>;
};

function headingFor(i18n: I18n, hasActiveSubscription: boolean, isReturning: boolean): string {
  if (hasActiveSubscription) return i18n._(msg`Manage Your Subscription`);
  if (isReturning) return i18n._(msg`Complete Your Subscription`);
  return i18n._(msg`Choose Your Savings Plan`);
}

/** The active plan is the one with the member's product and billing interval. */
function currentPlanIdFor(status: SubscriptionStatusResponse | undefined, interval: PlanInterval): number | null {
  if (!status?.has_active_subscription || status.billing_interval !== interval) return null;
  return status.product_id;
}

export function PlanSelection({ isSignedIn, subscription }: PlanSelectionProps) {
  const [params] = useSearchParams();
  const products = useProducts();
  const [interval, setBillingInterval] = useState<PlanInterval>(
    () => parseInterval(params.get('interval')) ?? DEFAULT_INTERVAL,
  );
  const isReturning = params.get('returning') === 'true';
  const { busyPlanId, choosePlan, hasActiveSubscription } = usePlanCheckout({
    isSignedIn,
    plans: products.data?.products,
    subscription,
  });
  const currentPlanId = currentPlanIdFor(subscription?.data, interval);
  const { t, i18n } = useLingui();
  const { medications } = siteFigures(i18n.locale);
  const pharmacies = SITE.pharmacies;
  const percent = SITE.maxSavingsPercent;
  const site = SITE.name;

  return (
    <section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h1 id="plans-heading" className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">
          {headingFor(i18n, hasActiveSubscription, isReturning)}
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          <Trans>
            Member prices on {medications} medications at over {pharmacies} pharmacies. Save up to {percent}%, with or
            without insurance.
          </Trans>
        </p>
      </div>

      {isReturning && !hasActiveSubscription && (
        <div
          role="status"
          className="mx-auto mt-8 max-w-2xl rounded-xl border border-brand-200 bg-brand-50 px-5 py-4 text-brand-900"
        >
          <p className="font-semibold">
            <Trans>You're almost done.</Trans>
          </p>
          <p className="mt-1 text-sm">
            <Trans>Choose a plan below to finish setting up your membership.</Trans>
          </p>
        </div>
      )}

      {/* Always present, so the grid never jumps and screen readers hear the change. */}
      <p aria-live="polite" className="mt-6 min-h-6 text-center font-medium text-brand-800">
        {isSignedIn && busyPlanId !== null ? t`Taking you to secure checkout...` : ''}
      </p>

      <div className="mt-4 flex justify-center">
        <BillingIntervalToggle value={interval} onChange={setBillingInterval} />
      </div>

      <div className="mt-10 min-h-[28rem]">
        <PlanGrid
          query={products}
          interval={interval}
          isSignedIn={isSignedIn}
          currentPlanId={currentPlanId}
          busyPlanId={busyPlanId}
          onChoose={(product) => void choosePlan(product, interval)}
        />
      </div>

      <div className="mt-16">
        <TrustBlurbs />
      </div>

      <div className="mx-auto mt-10 max-w-3xl space-y-2 text-center text-slate-600 text-sm">
        <p>
          <Trans>{site} is a prescription savings membership, not insurance.</Trans>
        </p>
        <p>
          <Trans>Yearly plans cost 11 times the monthly price: you get 12 months for the price of 11.</Trans>
        </p>
      </div>
    </section>
  );
}
