import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The home page's member-savings cards (components/real-member-savings.tsx): their own catalogue, loaded alone. */
export const loadRealMemberSavingsMessages: CatalogLoader = (locale) =>
  import(`./locales/real-member-savings/${locale}.po`);
