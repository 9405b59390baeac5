import { isLocale, LOCALE_COOKIE, type Locale, splitLocalePath } from '@arx/contracts/locales';
import { localizedSafePath } from '../safe-path';

/**
 * The language a visitor chose with the switch, or read the Spanish public pages in, kept in a
 * cookie for a year: the member pages, which have no address of their own per language, and the
 * home page follow it (docs/decisions/0019-spanish.md). Reading an English page changes nothing.
 * A preference, not a tracker: it holds nothing but "en" or "es".
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

/**
 * A member page (rendered in the browser, no address per language) opened in one language while
 * the visitor chose the other loads again in the chosen one. The address is built from the
 * address bar's path, so one crafted to point elsewhere ("/es//evil.example/x" is
 * "//evil.example/x" in English) loads the chosen language's home page instead. True when the
 * page is on its way there.
 */
export function redirectToChosenLanguage(): boolean {
  const { locale, pathname } = splitLocalePath(window.location.pathname);
  const chosen = savedLocaleChoice();
  if (!chosen || chosen === locale) return false;
  window.location.replace(localizedSafePath(`${pathname}${window.location.search}${window.location.hash}`, chosen));
  return true;
}
