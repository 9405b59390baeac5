import { loadAuthMessages } from '../features/auth/messages';
import type { CatalogLoader } from '../lib/i18n/catalogs';
import { loadShellMessages } from '../lib/i18n/shell-messages';

/**
 * The catalogues every page needs before its first render: the shell's, and sign-in's (the
 * header's buttons and the guard of the member pages). The pages' own come with their code.
 */
export const ENTRY_CATALOGS: readonly CatalogLoader[] = [loadShellMessages, loadAuthMessages];
