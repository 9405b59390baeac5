import type { BillingDetails, SubscriptionStatusResponse } from '@arx/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, formatUsd } from '../../lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Trial days left = ceiling of the days until the trial ends, never below zero (docs/product.md §9). */
export function trialDaysLeft(trialEnd: string, now = Date.now()): number {
  const end = new Date(trialEnd).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

export function isTrialing(status: SubscriptionStatusResponse): boolean {
  return status.has_active_subscription && status.status === 'trialing';
}

export function subtitleFor(status: SubscriptionStatusResponse, i18n: I18n): string {
  if (!status.has_active_subscription) return i18n._(msg`Choose a plan to start saving.`);
  if (isTrialing(status)) return i18n._(msg`Your free trial is active. Enjoy member prices while you try the club.`);
  return i18n._(msg`Your membership is active.`);
}

/** The default billing cycle is monthly (docs/product.md §9). */
export function billingCycleLabel(interval: SubscriptionStatusResponse['billing_interval'], i18n: I18n): string {
  switch (interval) {
    case 'year':
      return i18n._(msg`Annual`);
    case 'week':
      return i18n._(msg`Weekly`);
    case 'day':
      return i18n._(msg`Daily`);
    default:
      return i18n._(msg`Monthly`);
  }
}

/** "$9.99 / month" or "$109.89 / year" from the billing details, or null without a subscription. */
export function planPriceLabel(details: BillingDetails | undefined, i18n: I18n): string | null {
  const subscription = details?.subscription;
  if (!subscription) return null;
  const price = formatUsd(subscription.amount);
  return subscription.billingCycle === 'annual' ? i18n._(msg`${price} / year`) : i18n._(msg`${price} / month`);
}

export { formatDate };
