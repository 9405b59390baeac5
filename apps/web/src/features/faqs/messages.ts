import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The faqs feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadFaqsMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
