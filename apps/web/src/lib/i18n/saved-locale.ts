import { isLocale, LOCALE_COOKIE, type Locale } from '@arx/contracts/locales';

/**
 * The language a visitor chose with the switch, or read the public pages in last, kept in a
 * cookie for a year (only once it is not English, the default): the member pages, which have no
 * address of their own per language, follow it (docs/decisions/0019-spanish.md). A preference,
 * not a tracker: it holds nothing but "en" or "es".
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function saveLocaleChoice(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, set before a full page load; the Cookie Store API is not in every browser we serve
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** The saved choice, or null when the visitor never chose. */
export function savedLocaleChoice(cookies: string = document.cookie): Locale | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}
