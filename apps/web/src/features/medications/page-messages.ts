import type { CatalogLoader } from '../../lib/i18n/catalogs';

/**
 * The medication page's messages in one language (lib/i18n/catalogs.ts): everything
 * components/medication-page.tsx shows, in a catalogue of its own (lingui.config.ts).
 */
export const loadMedicationPageMessages: CatalogLoader = (locale) => import(`./locales/page/${locale}.po`);
