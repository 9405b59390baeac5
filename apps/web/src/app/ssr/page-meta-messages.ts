import type { CatalogLoader } from '../../lib/i18n/catalogs';

/**
 * The pages' titles and descriptions in one language (lingui.config.ts). Not in the shell's
 * catalogue: the server writes the first page's head, so the browser loads these only when the
 * visitor moves to another page (app/layout/route-effects.tsx).
 */
export const loadPageMetaMessages: CatalogLoader = (locale) => import(`./locales/${locale}.po`);
