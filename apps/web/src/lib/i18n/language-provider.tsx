import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { type ReactNode, useMemo } from 'react';

/**
 * Lingui's context for the page's one language. Lingui's own I18nProvider renders the whole tree
 * again on every change of its I18n, and loading a catalogue is one: every page that loads its
 * features' catalogues after the first render (home's lower sections, each navigation) re-rendered
 * the whole app, a long task right after hydration. Here the language never changes while the
 * page lives (the switch loads the other language's page), and a part's catalogue is loaded
 * before the part renders (app/lazy-route.tsx), so the context is made once.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
