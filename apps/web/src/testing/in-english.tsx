import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18nFor } from '../lib/i18n/catalogs';

/**
 * For a component rendered without the app's providers: its messages in English (the setup loads
 * every English catalogue). `render(<X />, { wrapper: InEnglish })`.
 */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18nFor('en')}>{children}</I18nProvider>;
}
