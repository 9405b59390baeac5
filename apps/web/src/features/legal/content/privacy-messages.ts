import type { CatalogLoader } from '../../../lib/i18n/catalogs';

/** The privacy page's own text in one language: its catalogue alone (lingui.config.ts). */
export const loadPrivacyMessages: CatalogLoader = (locale) => import(`../locales/privacy/${locale}.po`);
