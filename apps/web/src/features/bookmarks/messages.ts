import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The bookmarks feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadBookmarksMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
