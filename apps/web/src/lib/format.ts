// The zod-free entry: the browser must not download the schemas to format a price.
import { INTL_LOCALES } from '@arx/contracts/locales';
import { formatUsd } from '@arx/contracts/money';
import { getPageLocale } from './i18n/catalogs';

export { formatUsd };

/** "Save $31.00 (78%)": the dollar amount with its rounded percent (docs/product.md §2). */
export function formatSavings(amount: number, percent: number): string {
  // One shared formatter: building an Intl.NumberFormat per price is slow in a list of fifty.
  return `${formatUsd(amount)} (${percent}%)`;
}

/**
 * The page's language as Intl knows it (en-US, es-US). Dates and invoices are shown on member
 * pages only, which the browser renders in its one language: no server-rendered page formats one.
 */
const intlLocale = () => INTL_LOCALES[getPageLocale()];

/** Amounts come in the invoice's or plan's own currency, in whole units with cents. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: currency.toUpperCase() }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** "March 5, 2025" ("5 de marzo de 2025") in the member's own time zone; an unreadable date shows as a dash. */
export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(intlLocale(), { month: 'long', day: 'numeric', year: 'numeric' });
}

/** A calendar day ("2026-03-05") as the page's language writes it: "March 5, 2026", "5 de marzo de 2026". */
export function formatCalendarDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  // Read and written in UTC, so the day never moves with the browser's time zone.
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(intlLocale(), {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
