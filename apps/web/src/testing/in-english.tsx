import type { ReactNode } from 'react';
import { i18nFor } from '../lib/i18n/catalogs';
import { LanguageProvider } from '../lib/i18n/language-provider';

/**
 * For a component rendered without the app's providers: its messages in English (the setup loads
 * every English catalogue). `render(<X />, { wrapper: InEnglish })`.
 */
export function InEnglish({ children }: { children: ReactNode }) {
  return <LanguageProvider i18n={i18nFor('en')}>{children}</LanguageProvider>;
}
