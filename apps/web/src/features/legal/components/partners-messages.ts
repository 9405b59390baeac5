import type { CatalogLoader } from '../../../lib/i18n/catalogs';

/** The partners page's own text in one language: its catalogue alone (lingui.config.ts). */
export const loadPartnersMessages: CatalogLoader = (locale) => import(`../locales/partners/${locale}.po`);
