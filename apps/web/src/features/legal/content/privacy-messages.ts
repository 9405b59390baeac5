import type { CatalogLoader } from '../../../lib/i18n/catalogs';

/** The privacy page's own text in one language: its catalogue alone (features/legal/messages.ts). */
export const loadPrivacyMessages: CatalogLoader = (locale) => import(`../locales/privacy/${locale}.po`);
