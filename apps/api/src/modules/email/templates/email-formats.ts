import { type BillingInterval, isTimeZone } from '@arx/contracts';

/**
 * The zone of a member whose browser has not told us theirs (members who joined before it was
 * asked, or whose browser could not say): Eastern, since most US members live east of the
 * Mississippi. docs/product.md §10 says whose zone e-mail dates are in.
 */
export const DEFAULT_MEMBER_TIME_ZONE = 'America/New_York';

/**
 * The zone a member's e-mails are dated in: the one stored for them, or the default when there is
 * none or this runtime's Intl does not know it (a zone newer than its time-zone data), so an
 * e-mail is never held up by a date it cannot write.
 */
export function memberTimeZone(stored: string | null | undefined): string {
  // A zone with a formatter is known; asking Intl again would build one per message of a batch.
  return stored && (longDates.has(stored) || isTimeZone(stored)) ? stored : DEFAULT_MEMBER_TIME_ZONE;
}

/** One formatter per zone: building one costs more than formatting a date with it. */
const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * "March 3, 2027", on the day it is in `timeZone`, the member's: the web app shows the same
 * instants in the browser's zone, so a renewal at 02:00 UTC is the day before in California in
 * both places (docs/product.md §10).
 */
export function formatEmailDate(date: Date, timeZone: string): string {
  let format = longDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone });
    longDates.set(timeZone, format);
  }
  return format.format(date);
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
