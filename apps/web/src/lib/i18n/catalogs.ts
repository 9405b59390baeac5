import { DEFAULT_LOCALE, LOCALES, type Locale } from '@arx/contracts/locales';
import { type I18n, type Messages, setupI18n } from '@lingui/core';

/**
 * A part's messages in one language: `import('./locales/es.po')` through the Lingui Vite plugin,
 * which compiles the catalogue into a module of its own (one chunk per part and language).
 */
export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

const instances = new Map<Locale, I18n>();

/**
 * The one I18n of a language. The server renders pages in both languages at once, so a render
 * never switches a shared instance: each language has its own, handed down by I18nProvider.
 */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

let pageLocale: Locale = DEFAULT_LOCALE;

/** The browser's language for this page load (its address, or the saved choice on a member page). */
export function setPageLocale(locale: Locale): void {
  pageLocale = locale;
}

export function getPageLocale(): Locale {
  return pageLocale;
}

const loaded = new Map<CatalogLoader, Map<Locale, Promise<void>>>();

/**
 * Loads parts' messages: in the browser, in the page's language only (a page never downloads
 * another language); on the server, in every language. Each part loads once per language.
 */
export function loadCatalogs(...loaders: CatalogLoader[]): Promise<void> {
  const locales: readonly Locale[] = import.meta.env.SSR ? LOCALES : [pageLocale];
  return Promise.all(
    loaders.flatMap((loader) =>
      locales.map((locale) => {
        let byLocale = loaded.get(loader);
        if (!byLocale) {
          byLocale = new Map();
          loaded.set(loader, byLocale);
        }
        let pending = byLocale.get(locale);
        if (!pending) {
          pending = loader(locale).then(({ messages }) => i18nFor(locale).load(locale, messages));
          // A failed download may be tried again by the next page that needs it.
          pending.catch(() => byLocale.delete(locale));
          byLocale.set(locale, pending);
        }
        return pending;
      }),
    ),
  ).then(() => undefined);
}
