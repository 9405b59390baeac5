import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The legal feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadLegalMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
