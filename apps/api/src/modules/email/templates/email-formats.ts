import type { BillingInterval } from '@arx/contracts';

// UTC because the dates we send are billing instants stored in UTC: formatting them in the
// server's zone could print the day before for a renewal that falls at midnight UTC.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "March 3, 2027". */
export function formatEmailDate(date: Date): string {
  return longDate.format(date);
}

const PER: Record<BillingInterval, string> = {
  month: 'per month',
  year: 'per year',
  week: 'per week',
  day: 'per day',
};

/** "per month": the words after an amount that say how often it is charged. */
export function perInterval(interval: BillingInterval): string {
  return PER[interval];
}
