import type { Product } from '@arx/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { startSignIn } from '../../../lib/sign-in';
import { SITE } from '../../../lib/site';
import { useProducts } from '../api/get-products';
import {
  checkoutReturnPath,
  DEFAULT_INTERVAL,
  type PlanInterval,
  parseInterval,
  resolveCheckoutIntent,
} from '../plan-selection';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { PlanGrid } from './plan-grid';
import { TrustBlurbs } from './trust-blurbs';

export type PlanSelectionProps = {
  isSignedIn: boolean;
  /** Set by the subscriptions work once a member's status is known; shows the manage heading. */
  hasActiveSubscription?: boolean;
  /** The member's active plan: it gets a "Your Current Plan" badge and a disabled button. */
  currentPlanId?: number | null;
};

function headingFor(hasActiveSubscription: boolean, isReturning: boolean): string {
  if (hasActiveSubscription) return 'Manage Your Subscription';
  if (isReturning) return 'Complete Your Subscription';
  return 'Choose Your Savings Plan';
}

export function PlanSelection({ isSignedIn, hasActiveSubscription = false, currentPlanId = null }: PlanSelectionProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const products = useProducts();
  const [interval, setBillingInterval] = useState<PlanInterval>(
    () => parseInterval(params.get('interval')) ?? DEFAULT_INTERVAL,
  );
  const [busyPlanId, setBusyPlanId] = useState<number | null>(null);
  const isReturning = params.get('returning') === 'true';
  const plans = products.data?.products;

  // A bad productId/interval pair is logged and otherwise ignored (spec §5).
  useEffect(() => {
    if (!plans) return;
    const intent = resolveCheckoutIntent(params, plans);
    if (intent.kind === 'invalid') console.error(`Plan selection: ignoring checkout request, ${intent.reason}.`);
  }, [params, plans]);

  // Coming back from the sign-in page with the browser's back button restores this page from
  // the back/forward cache: the choice is no longer in progress.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusyPlanId(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const choosePlan = (product: Product) => {
    const returnPath = checkoutReturnPath(product.id, interval);
    if (isSignedIn) {
      navigate(returnPath);
      return;
    }
    setBusyPlanId(product.id);
    startSignIn(returnPath, { signup: true });
  };

  return (
    <section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h1 id="plans-heading" className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">
          {headingFor(hasActiveSubscription, isReturning)}
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Member prices on {SITE.medications} medications at over {SITE.pharmacies} pharmacies. Save up to{' '}
          {SITE.maxSavingsPercent}%, with or without insurance.
        </p>
      </div>

      {isReturning && !hasActiveSubscription && (
        <div
          role="status"
          className="mx-auto mt-8 max-w-2xl rounded-xl border border-brand-200 bg-brand-50 px-5 py-4 text-brand-900"
        >
          <p className="font-semibold">You're almost done.</p>
          <p className="mt-1 text-sm">Choose a plan below to finish setting up your membership.</p>
        </div>
      )}

      <div className="mt-10 flex justify-center">
        <BillingIntervalToggle value={interval} onChange={setBillingInterval} />
      </div>

      <div className="mt-10 min-h-[28rem]">
        <PlanGrid
          query={products}
          interval={interval}
          isSignedIn={isSignedIn}
          currentPlanId={currentPlanId}
          busyPlanId={busyPlanId}
          onChoose={choosePlan}
        />
      </div>

      <div className="mt-16">
        <TrustBlurbs />
      </div>

      <div className="mx-auto mt-10 max-w-3xl space-y-2 text-center text-slate-600 text-sm">
        <p>{SITE.name} is a prescription savings membership, not insurance.</p>
        <p>Yearly plans cost 11 times the monthly price: you get 12 months for the price of 11.</p>
      </div>
    </section>
  );
}
