import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The counter feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadCounterMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
