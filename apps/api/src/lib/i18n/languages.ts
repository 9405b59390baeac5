/**
 * The API's own words in each language (docs/decisions/0019-spanish.md): the e-mails, the
 * built-in sign-in and payment pages, the wallet passes. They are few, rendered on the server,
 * and kept beside their use as one object per language; typing that object `InEachLanguage`
 * makes the compiler refuse a language without its text.
 */
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localizePath,
} from '@arx/contracts/locales';

export type { Locale } from '@arx/contracts/locales';
export type InEachLanguage<T> = Record<Locale, T>;

/** US dollars the way the language writes them: "$1,234.50" in both English and Spanish (es-US). */
export function formatDollars(locale: Locale, dollars: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD' }).format(dollars);
}

/** A day in words of the language, in a time zone: "March 5, 2026" / "5 de marzo de 2026". */
export function formatLongDate(locale: Locale, date: Date, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone }).format(date);
}

/** An address of the web app in a language: (base, "/dashboard", es) → "<base>/es/dashboard". */
export function appUrlIn(appUrl: string, path: string, locale: Locale): string {
  return `${appUrl.replace(/\/$/, '')}${localizePath(path, locale)}`;
}

/**
 * The language of a page the API serves itself (the built-in sign-in page, the payment
 * sandbox): a `lang` query parameter first, then the visitor's saved choice (the `arx_locale`
 * cookie the web app sets), else English.
 */
export function requestLocale(request: { query?: unknown; cookies?: Record<string, string | undefined> }): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLocale(query?.lang)) return query.lang;
  const saved = request.cookies?.[LOCALE_COOKIE];
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}
