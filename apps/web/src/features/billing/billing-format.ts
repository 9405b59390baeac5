import type { BillingDetails } from '@arx/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type Subscription = NonNullable<BillingDetails['subscription']>;

import { formatDate, formatMoney } from '../../lib/format';

export { formatDate, formatMoney };

const UNITS: Record<string, MessageDescriptor> = {
  year: msg`year`,
  month: msg`month`,
  week: msg`week`,
  day: msg`day`,
};

/** billingCycle is "annual" for yearly plans, otherwise the interval (docs/product.md §3). */
export function cycleUnit(billingCycle: string, i18n: I18n): string {
  const cycle = billingCycle.toLowerCase();
  let unit = cycle;
  if (cycle === 'annual' || cycle === 'yearly' || cycle === 'year') unit = 'year';
  else if (cycle === 'monthly' || cycle === 'month') unit = 'month';
  else if (cycle === 'weekly' || cycle === 'week') unit = 'week';
  else if (cycle === 'daily' || cycle === 'day') unit = 'day';
  const label = UNITS[unit];
  return label ? i18n._(label) : cycle;
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
export function nextDateLine(subscription: Subscription, i18n: I18n): { label: string; date: string } | null {
  if (subscription.cancelAtPeriodEnd) {
    return {
      label: i18n._(msg`Cancels on`),
      date: formatDate(subscription.cancelAt ?? subscription.currentPeriodEnd),
    };
  }
  if (subscription.status === 'canceled') {
    return subscription.canceledAt
      ? { label: i18n._(msg`Canceled on`), date: formatDate(subscription.canceledAt) }
      : null;
  }
  if (subscription.status === 'trialing' && subscription.trialEnd) {
    return { label: i18n._(msg`Trial ends`), date: formatDate(subscription.trialEnd) };
  }
  if (subscription.currentPeriodEnd) {
    return { label: i18n._(msg`Next billing date`), date: formatDate(subscription.currentPeriodEnd) };
  }
  return null;
}
