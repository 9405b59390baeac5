import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The medications feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadMedicationsMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
