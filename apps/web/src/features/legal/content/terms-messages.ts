import type { CatalogLoader } from '../../../lib/i18n/catalogs';

/** The terms page's own text in one language: its catalogue alone (features/legal/messages.ts). */
export const loadTermsMessages: CatalogLoader = (locale) => import(`../locales/terms/${locale}.po`);
