import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The account feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadAccountMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
