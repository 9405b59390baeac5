import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The dashboard feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadDashboardMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
