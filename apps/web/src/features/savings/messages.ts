import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The savings feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadSavingsMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
