/**
 * The back office shows times in the browser's own language and time zone: an operator on the
 * phone with a member reads them as their own clock shows them. One formatter each, made once.
 */
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function format(formatter: Intl.DateTimeFormat, iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatter.format(date);
}

/** "Mar 5, 2030, 2:07 PM" in the browser's locale and zone; a missing or unreadable time is a dash. */
export const formatDateTime = (iso: string | null) => format(DATE_TIME, iso);

/** "Mar 5, 2030" in the browser's locale and zone. */
export const formatDay = (iso: string | null) => format(DAY, iso);

/** A before or after value of the audit log, indented for reading; nothing recorded is a dash. */
export function readableJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}
