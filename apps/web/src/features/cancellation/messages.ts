import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The cancellation feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadCancellationMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
