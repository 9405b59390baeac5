import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The plans feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadPlansMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
