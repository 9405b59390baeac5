import { type BillingInterval, isTimeZone } from '@arx/contracts';
import { INTL_LOCALES } from '@arx/contracts/locales';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';

/**
 * The zone of a member whose browser has not told us theirs (members who joined before it was
 * asked, or whose browser could not say): Eastern, since most US members live east of the
 * Mississippi. docs/product.md §10 says whose zone e-mail dates are in.
 */
export const DEFAULT_MEMBER_TIME_ZONE = 'America/New_York';

/** Zones a formatter was built for: known to this runtime's Intl. */
const knownZones = new Set<string>();

/**
 * The zone a member's e-mails are dated in: the one stored for them, or the default when there is
 * none or this runtime's Intl does not know it (a zone newer than its time-zone data), so an
 * e-mail is never held up by a date it cannot write.
 */
export function memberTimeZone(stored: string | null | undefined): string {
  // A zone with a formatter is known; asking Intl again would build one per message of a batch.
  return stored && (knownZones.has(stored) || isTimeZone(stored)) ? stored : DEFAULT_MEMBER_TIME_ZONE;
}

/** One formatter per language and zone: building one costs more than formatting a date with it. */
const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * "March 3, 2027" / "3 de marzo de 2027", on the day it is in `timeZone`, the member's: the web
 * app shows the same instants in the browser's zone, so a renewal at 02:00 UTC is the day before
 * in California in both places (docs/product.md §10).
 */
export function formatEmailDate(date: Date, timeZone: string, locale: Locale = 'en'): string {
  const key = `${locale} ${timeZone}`;
  let format = longDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone });
    longDates.set(key, format);
    knownZones.add(timeZone);
  }
  return format.format(date);
}

const PER: InEachLanguage<Record<BillingInterval, string>> = {
  en: { month: 'per month', year: 'per year', week: 'per week', day: 'per day' },
  es: { month: 'al mes', year: 'al año', week: 'a la semana', day: 'al día' },
};

/** "per month" / "al mes": the words after an amount that say how often it is charged. */
export function perInterval(interval: BillingInterval, locale: Locale = 'en'): string {
  return PER[locale][interval];
}

/** The form of a word for a count, by the language's plural rules: (es, 2, Factura/Facturas) → "Facturas". */
export function pluralIn(locale: Locale, count: number, forms: { one: string; other: string }): string {
  return new Intl.PluralRules(INTL_LOCALES[locale]).select(count) === 'one' ? forms.one : forms.other;
}
