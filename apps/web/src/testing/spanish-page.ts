import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type CatalogLoader, loadCatalogs, setPageLocale } from '../lib/i18n/catalogs';
import { saveLocaleChoice } from '../lib/i18n/saved-locale';
import { loadShellMessages } from '../lib/i18n/shell-messages';

/**
 * The tests of the enclosing `describe` read a Spanish page: the page's language is Spanish, and
 * the shell's catalogue and `catalogs` (a route's, say) are loaded in Spanish before the first
 * test, as the setup loads the English ones (the first load of each is slow on a busy machine).
 * English again after the block.
 */
export function onSpanishPage(...catalogs: CatalogLoader[]): void {
  beforeAll(async () => {
    setPageLocale('es');
    await loadCatalogs(loadShellMessages, ...catalogs);
  }, 30_000);
  // As the app does on a Spanish page: the choice is saved, and the member pages follow it.
  beforeEach(() => saveLocaleChoice('es'));
  afterAll(() => setPageLocale('en'));
}
