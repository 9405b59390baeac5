import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The family feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadFamilyMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
