import type { BillingDetails, CancellationQuote, CancelMembershipRequest } from '@arx/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatMoney } from '../../lib/format';
import { translateCancellationMessage } from './rule-messages';

export type PlanSubscription = NonNullable<BillingDetails['subscription']>;

export const CANCELLATION_MESSAGES = {
  loading: msg`Loading your cancellation terms...`,
  loadFailed: msg`We couldn't load your cancellation terms. Please try again.`,
  nothingToCancel: msg`You have no membership to cancel.`,
  termsChanged: msg`Your terms changed while this window was open. Please read them again before you confirm.`,
  cancelFailed: msg`We couldn't cancel your membership. Please try again.`,
  resumeFailed: msg`We couldn't keep your membership. Please try again.`,
} as const;

/** A membership that is running and not yet set to end: it may be canceled. */
export function canCancel(subscription: PlanSubscription): boolean {
  return (subscription.status === 'active' || subscription.status === 'trialing') && !subscription.cancelAtPeriodEnd;
}

/** A cancellation at the period's end was asked for and the period still runs: it may be taken back. */
export function isCancellationPending(subscription: PlanSubscription): boolean {
  return subscription.cancelAtPeriodEnd && subscription.status !== 'canceled';
}

/** "Your membership ends on May 1, 2030." */
export function endsOnLine(date: string | null, i18n: I18n): string {
  const endDate = formatDate(date);
  return i18n._(msg`Your membership ends on ${endDate}.`);
}

/** The date a pending cancellation takes effect: the provider's cancel date, else the period's end. */
export function pendingEndDate(subscription: PlanSubscription): string | null {
  return subscription.cancelAt ?? subscription.currentPeriodEnd;
}

type Terms = { expected: CancelMembershipRequest['expected']; text: string; confirmLabel: string };

/** What confirming will do, in the words the member reads before the one click. */
export function termsOf(quote: CancellationQuote, i18n: I18n): Terms | null {
  if (quote.pending) return null;
  if (quote.kind === 'refund_now') {
    const refund = formatMoney(quote.refundAmount, quote.currency);
    return {
      expected: 'refund_now',
      text: i18n._(
        msg`Your membership ends today and we refund every payment in full: ${refund}. Your card (and your family members' cards) stop working now.`,
      ),
      confirmLabel: i18n._(msg`Cancel and refund ${refund}`),
    };
  }
  if (quote.kind === 'at_period_end') {
    const endDate = formatDate(quote.endsAt);
    return {
      expected: 'at_period_end',
      text: i18n._(msg`Your card works until ${endDate}. Nothing more will be charged.`),
      confirmLabel: i18n._(msg`Cancel membership`),
    };
  }
  return null;
}

/** The terms the member saw no longer hold (409): the dialog shows the new ones. */
export function isTermsConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** The server's own words when it sent some, in the page's language; else the fallback. */
export function serverMessage(error: unknown, fallback: string, i18n: I18n): string {
  return error instanceof ApiError && error.body?.message
    ? translateCancellationMessage(i18n, error.body.message)
    : fallback;
}
