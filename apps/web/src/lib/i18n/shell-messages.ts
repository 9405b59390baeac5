import type { CatalogLoader } from './catalogs';

/** The messages of the site's shell and shared parts (app/, components/, lib/): every page loads them first. */
export const loadShellMessages: CatalogLoader = (locale) => import(`../../locales/${locale}.po`);
