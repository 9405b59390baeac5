import type { CatalogLoader } from '../../../lib/i18n/catalogs';

/** The disclaimer page's own text in one language: its catalogue alone (features/legal/messages.ts). */
export const loadDisclaimerMessages: CatalogLoader = (locale) => import(`../locales/disclaimer/${locale}.po`);
