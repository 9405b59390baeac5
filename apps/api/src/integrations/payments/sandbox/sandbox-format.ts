import { INTL_LOCALES } from '@arx/contracts/locales';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';
import type { Interval } from '../../../lib/i18n/plan-words';
import type { ProviderSubscriptionStatus } from '../payment-provider';

/**
 * Words and numbers the sandbox shows on its pages and PDFs, in each language (US formats in
 * both). What it stores (invoice descriptions) is in English, as a provider's records are.
 */
export { describePlan, type Interval, isInterval, planLabel } from '../../../lib/i18n/plan-words';

/** The unit after a price: "$24.99 / month". */
const PER: InEachLanguage<Record<Interval, string>> = {
  en: { month: 'month', year: 'year', week: 'week', day: 'day' },
  es: { month: 'mes', year: 'año', week: 'semana', day: 'día' },
};

/** "$24.99" for 2499 usd. */
export function formatMoney(cents: number, currency: string, locale: Locale = 'en'): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** "$24.99 / month", "$24.99 / mes". */
export function formatPrice(cents: number, currency: string, interval: string, locale: Locale): string {
  return `${formatMoney(cents, currency, locale)} / ${PER[locale][interval as Interval] ?? interval}`;
}

/** "March 5, 2026" / "5 de marzo de 2026"; UTC so a date never shifts with the server's zone. */
export function formatDate(date: Date, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** "Mar 5, 2026" / "5 mar 2026", for narrow table cells. */
export function formatShortDate(date: Date, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

const INVOICE_STATUS: InEachLanguage<Record<string, string>> = {
  en: {
    paid: 'Paid',
    // An open invoice is one whose charge was declined: it waits for a card that pays.
    open: 'Payment failed',
    void: 'Void',
    draft: 'Draft',
    uncollectible: 'Uncollectible',
  },
  es: {
    paid: 'Pagada',
    open: 'Pago rechazado',
    void: 'Anulada',
    draft: 'Borrador',
    uncollectible: 'Incobrable',
  },
};

/** How an invoice's status reads on the portal and its PDF. */
export function invoiceStatusLabel(status: string, locale: Locale = 'en'): string {
  return INVOICE_STATUS[locale][status] ?? status;
}

const SUBSCRIPTION_STATUS: InEachLanguage<Record<ProviderSubscriptionStatus, string>> = {
  en: {
    active: 'Active',
    trialing: 'Free trial',
    past_due: 'Past due',
    canceled: 'Canceled',
    unpaid: 'Unpaid',
    incomplete: 'Incomplete',
    incomplete_expired: 'Incomplete expired',
    paused: 'Paused',
  },
  es: {
    active: 'Activa',
    trialing: 'Prueba gratis',
    past_due: 'Pago pendiente',
    canceled: 'Cancelada',
    unpaid: 'Sin pagar',
    incomplete: 'Incompleta',
    incomplete_expired: 'Incompleta y vencida',
    paused: 'En pausa',
  },
};

/** How a subscription's status reads on the portal. */
export function subscriptionStatusLabel(status: ProviderSubscriptionStatus, locale: Locale): string {
  return SUBSCRIPTION_STATUS[locale][status];
}
