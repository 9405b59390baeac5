import type { BillingDetails } from '@arx/contracts';

type Subscription = NonNullable<BillingDetails['subscription']>;

import { formatDate, formatMoney } from '../../lib/format';

export { formatDate, formatMoney };

/** billingCycle is "annual" for yearly plans, otherwise the interval (docs/product.md §3). */
export function cycleUnit(billingCycle: string): string {
  const cycle = billingCycle.toLowerCase();
  if (cycle === 'annual' || cycle === 'yearly' || cycle === 'year') return 'year';
  if (cycle === 'monthly' || cycle === 'month') return 'month';
  if (cycle === 'weekly' || cycle === 'week') return 'week';
  if (cycle === 'daily' || cycle === 'day') return 'day';
  return cycle;
}

/** "04/2030" (docs/product.md §3 Billing details: expiry month and year). */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** "canceling" is shown when the subscription ends at the period's end (docs/product.md §4). */
export function displayStatus(subscription: Subscription): string {
  return subscription.cancelAtPeriodEnd ? 'canceling' : subscription.status;
}

/** The one date that matters next: when it cancels, when the trial ends, or the next bill. */
export function nextDateLine(subscription: Subscription): { label: string; date: string } | null {
  if (subscription.cancelAtPeriodEnd) {
    return { label: 'Cancels on', date: formatDate(subscription.cancelAt ?? subscription.currentPeriodEnd) };
  }
  if (subscription.status === 'canceled') {
    return subscription.canceledAt ? { label: 'Canceled on', date: formatDate(subscription.canceledAt) } : null;
  }
  if (subscription.status === 'trialing' && subscription.trialEnd) {
    return { label: 'Trial ends', date: formatDate(subscription.trialEnd) };
  }
  if (subscription.currentPeriodEnd) {
    return { label: 'Next billing date', date: formatDate(subscription.currentPeriodEnd) };
  }
  return null;
}
