import type { Interval } from './sandbox-format';

/**
 * Billing periods, as Stripe counts them: every period of a subscription ends on its anchor day
 * (the day of month its billing started on), clamped to short months, so Jan 31 renews on
 * Feb 28, then Mar 31, never drifting to the 28th.
 */

const DAY_MS = 86_400_000;

/** `count` intervals later; months clamp to their last day (Jan 31 + 1 month = Feb 28/29). */
export function addInterval(from: Date, interval: Interval, count = 1, anchorDay = from.getUTCDate()): Date {
  if (interval === 'day' || interval === 'week') {
    return new Date(from.getTime() + count * (interval === 'day' ? 1 : 7) * DAY_MS);
  }
  const months = count * (interval === 'year' ? 12 : 1);
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  target.setUTCDate(Math.min(anchorDay, lastDayOfMonth(target)));
  return target;
}

export type StoredPeriod = {
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
};

/**
 * The day of month the subscription bills on, read back from its stored period: no column keeps
 * it, but a period's two ends are the anchor day clamped to their months. An end that is not its
 * month's last day is the anchor itself; when both ends are last days, any later day gives the
 * same dates, so 31 stands for them. A trial's period ends where paid billing starts, so its end
 * is the anchor.
 */
export function anchorDayOf(period: StoredPeriod): number {
  const { currentPeriodStart: start, currentPeriodEnd: end, trialEnd } = period;
  if (trialEnd && trialEnd.getTime() === end.getTime()) return end.getUTCDate();
  if (end.getUTCDate() !== lastDayOfMonth(end)) return end.getUTCDate();
  if (start.getUTCDate() !== lastDayOfMonth(start)) return start.getUTCDate();
  return 31;
}

/** The end of the n-th period after the stored one (n = 1 is the next renewal's end). */
export function renewalEnd(period: StoredPeriod, interval: Interval, n: number): Date {
  return addInterval(period.currentPeriodEnd, interval, n, anchorDayOf(period));
}

function lastDayOfMonth(date: Date): number {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}
