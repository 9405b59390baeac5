import type { BillingDetails, SubscriptionStatusResponse } from '@arx/contracts';
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

export function subtitleFor(status: SubscriptionStatusResponse): string {
  if (!status.has_active_subscription) return 'Choose a plan to start saving.';
  if (isTrialing(status)) return 'Your free trial is active. Enjoy member prices while you try the club.';
  return 'Your membership is active.';
}

/** The default billing cycle is monthly (docs/product.md §9). */
export function billingCycleLabel(interval: SubscriptionStatusResponse['billing_interval']): string {
  switch (interval) {
    case 'year':
      return 'Annual';
    case 'week':
      return 'Weekly';
    case 'day':
      return 'Daily';
    default:
      return 'Monthly';
  }
}

/** "$9.99 / month" or "$109.89 / year" from the billing details, or null without a subscription. */
export function planPriceLabel(details: BillingDetails | undefined): string | null {
  const subscription = details?.subscription;
  if (!subscription) return null;
  return `${formatUsd(subscription.amount)} / ${subscription.billingCycle === 'annual' ? 'year' : 'month'}`;
}

export { formatDate };
