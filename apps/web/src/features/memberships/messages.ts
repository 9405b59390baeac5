import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The memberships feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadMembershipsMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
