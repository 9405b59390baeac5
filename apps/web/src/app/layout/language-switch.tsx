import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@arx/contracts/locales';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import { saveLocaleChoice } from '../../lib/i18n/saved-locale';
import { localizedSafePath } from '../../lib/safe-path';

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other language,
 * as a full page load (each language's page is rendered by the server, with its own messages).
 * The choice is saved, so pages without a language in their address follow it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <>
      {LOCALES.filter((locale) => locale !== current).map((locale) => (
        <a
          key={locale}
          // The path is the address bar's: on "/es//evil.example/x" it is "//evil.example/x", another site.
          href={localizedSafePath(`${pathname}${search}${hash}`, locale)}
          hrefLang={locale}
          lang={locale}
          className={className}
          onClick={() => saveLocaleChoice(locale)}
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </>
  );
}
