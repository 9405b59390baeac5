import type { CatalogLoader } from '../lib/i18n/catalogs';
import { loadShellMessages } from '../lib/i18n/shell-messages';

/**
 * The catalogues every page needs before its first render: the shell's (which holds the member
 * pages' guard's words too: lingui.config.ts). The pages' own come with their code.
 */
export const ENTRY_CATALOGS: readonly CatalogLoader[] = [loadShellMessages];
