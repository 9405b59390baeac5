import type { Product, SubscriptionStatusResponse } from '@arx/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { startSignIn } from '../../lib/sign-in';
import { createCheckout } from './api/create-checkout';
import { getSubscriptionPortal } from './api/get-subscription-portal';
import { checkoutReturnPath, type PlanInterval, resolveCheckoutIntent } from './plan-selection';

export const CHECKOUT_ERROR = msg`Unable to process checkout. Please try again.`;
export const AUTO_CHECKOUT_ERROR = msg`Unable to process checkout automatically. Please select your plan again.`;
const PLANS_PATH = '/register?step=plans';

type Options = {
  isSignedIn: boolean;
  plans: readonly Product[] | undefined;
  /** The member's subscription status; undefined for a visitor. */
  subscription: UseQueryResult<SubscriptionStatusResponse> | undefined;
};

async function goToCheckout(product: Product, interval: PlanInterval): Promise<void> {
  const { checkout_url } = await createCheckout({ plan_id: product.id, interval });
  window.location.assign(checkout_url);
}

/**
 * Choosing a plan (docs/product.md §4 Checkout). A visitor signs up first and comes back to
 * /register?productId=…&interval=…, which starts the checkout by itself, once.
 */
export function usePlanCheckout({ isSignedIn, plans, subscription }: Options) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const [busyPlanId, setBusyPlanId] = useState<number | null>(null);
  // Survives StrictMode's effect replay and re-renders: one intent, one checkout.
  const startedIntent = useRef<string | null>(null);
  const isSubscriptionKnown = subscription !== undefined && !subscription.isPending;
  const hasActiveSubscription = subscription?.data?.has_active_subscription === true;

  // A bad productId/interval pair is logged and otherwise ignored (docs/product.md §5).
  useEffect(() => {
    if (!plans) return;
    const intent = resolveCheckoutIntent(params, plans);
    if (intent.kind === 'invalid') console.error(`Plan selection: ignoring checkout request, ${intent.reason}.`);
  }, [params, plans]);

  useEffect(() => {
    if (!plans || !isSignedIn || !isSubscriptionKnown) return;
    const intent = resolveCheckoutIntent(params, plans);
    if (intent.kind !== 'ready') return;
    const key = `${intent.product.id}:${intent.interval}`;
    if (startedIntent.current === key) return;
    startedIntent.current = key;
    if (hasActiveSubscription) {
      navigate(PLANS_PATH, { replace: true });
      return;
    }
    setBusyPlanId(intent.product.id);
    goToCheckout(intent.product, intent.interval).catch(() => {
      setBusyPlanId(null);
      window.alert(i18n._(AUTO_CHECKOUT_ERROR));
      navigate(PLANS_PATH, { replace: true });
    });
  }, [params, plans, isSignedIn, isSubscriptionKnown, hasActiveSubscription, navigate, i18n]);

  // Coming back with the browser's back button restores this page from the back/forward
  // cache: the choice is no longer in progress.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusyPlanId(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const choosePlan = useCallback(
    async (product: Product, interval: PlanInterval) => {
      setBusyPlanId(product.id);
      if (!isSignedIn) {
        startSignIn(checkoutReturnPath(product.id, interval), { signup: true });
        return;
      }
      try {
        if (hasActiveSubscription) {
          // A second checkout would be refused (409): plan changes happen in the provider's portal.
          const { portal_url } = await getSubscriptionPortal();
          window.location.assign(portal_url);
        } else {
          await goToCheckout(product, interval);
        }
      } catch {
        setBusyPlanId(null);
        window.alert(i18n._(CHECKOUT_ERROR));
      }
    },
    [isSignedIn, hasActiveSubscription, i18n],
  );

  return { busyPlanId, choosePlan, hasActiveSubscription };
}
