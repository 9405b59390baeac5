import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The auth feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadAuthMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
