import { formatUsd } from './money';

/**
 * The automatic-renewal terms shown next to the price on the plan page and at checkout, and
 * kept word for word in the member's consent record. A change of wording is a new version:
 * the record says which one the member saw.
 */
export const RENEWAL_TERMS_VERSION = '2026-11-24';

export type RenewalTermsInput = {
  /** Dollars charged at each renewal. */
  amount: number;
  interval: 'month' | 'year' | 'week' | 'day';
  /** Free days before the first charge (0 when none). */
  trialDays: number;
};

const EVERY: Record<RenewalTermsInput['interval'], string> = {
  month: 'every month',
  year: 'every year',
  week: 'every week',
  day: 'every day',
};

export function renewalTerms({ amount, interval, trialDays }: RenewalTermsInput): string {
  const start =
    trialDays > 0
      ? `Free for ${trialDays} days, then ${formatUsd(amount)} ${EVERY[interval]}.`
      : `${formatUsd(amount)} today, then ${EVERY[interval]}.`;
  const notice = interval === 'year' ? ' We e-mail you 30 days before each yearly renewal.' : '';
  return (
    `${start} Your membership renews automatically until you cancel.${notice} ` +
    'Cancel any time from your dashboard in one click. Cancel within 30 days of your first payment ' +
    'and every payment is refunded in full; after that your card works until the end of the period you paid for.'
  );
}
