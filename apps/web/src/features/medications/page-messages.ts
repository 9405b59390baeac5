import type { CatalogLoader } from '../../lib/i18n/catalogs';

/**
 * Everything the medication page (components/medication-page.tsx) shows, in one language: a
 * catalogue of its own, which the page loads alone (lingui.config.ts). Each page catalogue's
 * loader is a module of its own: the server preloads every catalogue a page's modules can load.
 */
export const loadMedicationPageMessages: CatalogLoader = (locale) => import(`./locales/page/${locale}.po`);
