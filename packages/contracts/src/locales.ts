/**
 * The languages of the club (docs/decisions/0019-spanish.md), shared by the web app and the API
 * (sitemaps, e-mails, the sign-in and payment pages). English is the spec's own and has no
 * prefix; every other language's pages live under its own: /es/, /es/faq, /es/drugs/atorvastatin.
 * Zod-free: the browser downloads it on every page.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The cookie with the language a visitor chose or read the public pages in last ("es"; absent
 * for English): the member pages, the built-in sign-in page and the payment pages follow it.
 */
export const LOCALE_COOKIE = 'arx_locale';

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The locale `Intl` formats numbers, money and dates with: the US way, in that language. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for English, '/es' for Spanish. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** "/es/faq" → es and "/faq"; "/es" and "/es/" → es and "/"; "/faq" → en and "/faq". */
export function splitLocalePath(pathname: string): { locale: Locale; pathname: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, pathname: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, pathname: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, pathname };
}

/** The address of an app path in a language: ("/faq", es) → "/es/faq"; ("/", es) → "/es/". A relative one ("?q=x", "#top") stays. */
export function localizePath(path: string, locale: Locale): string {
  return path.startsWith('/') ? `${localePrefix(locale)}${path}` : path;
}
