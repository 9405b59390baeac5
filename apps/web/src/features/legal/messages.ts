import type { CatalogLoader } from '../../lib/i18n/catalogs';

/**
 * The legal feature's messages in one language (lib/i18n/catalogs.ts): the page frame's. Each
 * page's own text has a catalogue of its own (lingui.config.ts) and a loader beside it
 * (content/terms-messages.ts, …), a module per page so a page's code names its catalogue alone.
 */
export const loadLegalMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
