import type { CatalogLoader } from '../../../lib/i18n/catalogs';

/** The disclaimer page's own text in one language: its catalogue alone (lingui.config.ts). */
export const loadDisclaimerMessages: CatalogLoader = (locale) => import(`../locales/disclaimer/${locale}.po`);
