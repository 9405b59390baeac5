import type { InEachLanguage, Locale } from './languages';

/**
 * How an invoice names what it bills, in each language: the member's billing page, the payment
 * sandbox's pages and its PDFs all say "Family plan (monthly)" / "Plan Familiar (mensual)".
 */
export type Interval = 'month' | 'year' | 'week' | 'day';

const CADENCE: InEachLanguage<Record<Interval, string>> = {
  en: { month: 'monthly', year: 'yearly', week: 'weekly', day: 'daily' },
  es: { month: 'mensual', year: 'anual', week: 'semanal', day: 'diario' },
};

const FREE_TRIAL: InEachLanguage<string> = { en: 'free trial', es: 'prueba gratuita' };

export function isInterval(value: string): value is Interval {
  return value in CADENCE.en;
}

/** "Family plan" / "Plan Familiar", whether the plan is called "Family" or "Family plan". */
export function planLabel(productName: string, locale: Locale = 'en'): string {
  const name = productName.trim();
  if (locale === 'es') return /^plan\b/i.test(name) ? name : `Plan ${name.replace(/\s+plan$/i, '')}`;
  return /\bplan$/i.test(name) ? name : `${name} plan`;
}

/** "Family plan (yearly)"; a trial's $0 invoice adds ": free trial". */
export function describePlan(
  productName: string,
  interval: string,
  locale: Locale = 'en',
  { trial = false }: { trial?: boolean } = {},
): string {
  const line = `${planLabel(productName, locale)} (${CADENCE[locale][interval as Interval] ?? interval})`;
  return trial ? `${line}: ${FREE_TRIAL[locale]}` : line;
}

/**
 * An invoice's line: "Plan Familiar (mensual)". A $0 invoice of a plan is its free trial's,
 * the only one a plan of ours makes, so it adds ": prueba gratuita".
 */
export function describeInvoiceLine(planName: string, interval: string, amountCents: number, locale: Locale): string {
  return describePlan(planName, interval, locale, { trial: amountCents === 0 });
}

/** A name in a language: the one given for it, else the English. */
export function nameIn(
  names: Partial<Record<Locale, string>> | null | undefined,
  english: string,
  locale: Locale,
): string {
  const name = names?.[locale]?.trim();
  return name || english;
}
