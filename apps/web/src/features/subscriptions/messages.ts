import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The subscriptions feature's messages in one language (lib/i18n/catalogs.ts). */
export const loadSubscriptionsMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
