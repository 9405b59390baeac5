import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The price reports feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadPriceReportsMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
