import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The billing feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadBillingMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
