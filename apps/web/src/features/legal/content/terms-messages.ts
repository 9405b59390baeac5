import type { CatalogLoader } from '../../../lib/i18n/catalogs';

/** The terms page's own text in one language: its catalogue alone (lingui.config.ts). */
export const loadTermsMessages: CatalogLoader = (locale) => import(`../locales/terms/${locale}.po`);
