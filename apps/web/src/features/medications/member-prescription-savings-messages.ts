import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The member page's introduction (components/member-prescription-savings.tsx), loaded beside the feature's. */
export const loadMemberPrescriptionSavingsMessages: CatalogLoader = (locale) =>
  import(`./locales/member-prescription-savings/${locale}.po`);
