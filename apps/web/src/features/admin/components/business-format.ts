import { centsToDollars, formatUsd } from '@arx/contracts/money';

/**
 * How the business charts write their figures. A week is named by its Monday, a UTC date: it is
 * formatted in UTC so an operator west of Greenwich does not see the Sunday before.
 */
const WEEK = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const WEEK_SHORT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const COUNT = new Intl.NumberFormat('en-US');
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const COMPACT_USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Nov 23, 2026". */
export const formatWeek = (isoDate: string) => WEEK.format(dayOf(isoDate));
/** "Nov 23", for an axis's ticks. */
export const formatWeekShort = (isoDate: string) => WEEK_SHORT.format(dayOf(isoDate));
/** "1,204". */
export const formatCount = (value: number) => COUNT.format(value);
/** "1.2K", for an axis's ticks. */
export const formatCountTick = (value: number) => COMPACT.format(value);
/** "$1,204.50". */
export const formatCents = (cents: number) => formatUsd(centsToDollars(cents));
/** "$1.2K", for an axis's ticks. */
export const formatCentsTick = (cents: number) => COMPACT_USD.format(centsToDollars(cents));
/** "42.5%"; a week with nothing to divide is a dash. */
export const formatPercent = (value: number | null) => (value === null ? '—' : `${value}%`);
