import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The wallet feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadWalletMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
