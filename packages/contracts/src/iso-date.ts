/**
 * The calendar dates of the profile rules (docs/product.md §5): one reading of "YYYY-MM-DD" for the
 * card holder's profile and a dependent's, so the two can never disagree on what a valid date is.
 * Pure TypeScript, no zod, like the rules that use it.
 */

/** "YYYY-MM-DD" of a real calendar day from 1900 on, or null. */
export function parseIsoDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return null;
  return value;
}

/** Today as YYYY-MM-DD (UTC): a date of birth is compared with it. */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
