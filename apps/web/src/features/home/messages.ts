import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The home page's messages in one language (lib/i18n/catalogs.ts). */
export const loadHomeMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
