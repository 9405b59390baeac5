import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const PAGE_META_FILES = ['<rootDir>/src/app/ssr/page-meta.ts', '<rootDir>/src/app/ssr/medication-page-meta.ts'];

/**
 * The member pages' guard is rendered by every page's layout, so its few words are the shell's:
 * the rest of sign-in's catalogue (the sign-in error screen) is then that page's alone.
 */
const SHELL_FILES_IN_FEATURES = ['<rootDir>/src/features/auth/components/protected-route.tsx'];

/** The legal pages' frame (its contents list): each legal text's catalogue holds its two words. */
const LEGAL_FRAME = 'components/legal-page.tsx';
const LEGAL_PAGES = [
  { name: 'terms', files: ['content/terms-content.tsx', LEGAL_FRAME] },
  { name: 'privacy', files: ['content/privacy-content.tsx', LEGAL_FRAME] },
  { name: 'disclaimer', files: ['content/disclaimer-content.tsx', LEGAL_FRAME] },
  { name: 'partners', files: ['components/partners-page.tsx'] },
];

const MEDICATION_COMPONENTS = '<rootDir>/src/features/medications/components';

/**
 * The medications feature is shown by four pages, each with words of its own. The feature's
 * catalogue is the price search's (the estimator's, the member page's too); the rest each have
 * one, so no page downloads another's words:
 * - the medication page (/drugs/<name>) and everything it shows, price-rows.ts included: it
 *   describes packs on the estimator too, so its words are in both catalogues, and the
 *   medication page loads its own alone;
 * - the home page's member-savings cards;
 * - the member page's introduction to the price search (which loads the feature's as well).
 */
const MEDICATION_PAGE_ONLY = [
  'medication-page.tsx',
  'medication-details.tsx',
  'medication-how-to.tsx',
  'medication-pack-prices.tsx',
  'medication-not-found.tsx',
  'medication-load-error.tsx',
].map((file) => `${MEDICATION_COMPONENTS}/${file}`);
/** Exported for the check that each of these catalogues holds all its page shows (src/app/route-catalogs.test.ts). */
export const MEDICATION_PAGE_FILES = [...MEDICATION_PAGE_ONLY, `${MEDICATION_COMPONENTS}/price-rows.ts`];
export const REAL_MEMBER_SAVINGS_FILES = ['real-member-savings.tsx', 'medication-savings-card.tsx'].map(
  (file) => `${MEDICATION_COMPONENTS}/${file}`,
);
const MEMBER_PRESCRIPTION_SAVINGS_FILES = [`${MEDICATION_COMPONENTS}/member-prescription-savings.tsx`];

/**
 * The web app's message catalogues (docs/decisions/0019-spanish.md): one per feature, beside its
 * code, and one for the shell (app/, components/, lib/), so a page downloads the messages of
 * the parts it shows, in its own language only.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: false,
  catalogs: [
    // Each legal text and the partners page belong to one page: a catalogue each, so a page
    // downloads its own text and not the other three (the four together are about 10 KB gzipped),
    // in one file with the frame's two words rather than a second catalogue of two messages.
    ...LEGAL_PAGES.map(({ name, files }) => ({
      path: `<rootDir>/src/features/legal/locales/${name}/{locale}`,
      include: files.map((file) => `<rootDir>/src/features/legal/${file}`),
    })),
    // What pages say to search engines (titles, descriptions): the server writes it into each
    // page's head, so the browser needs it only when moving to another page.
    {
      path: '<rootDir>/src/app/ssr/locales/{locale}',
      include: PAGE_META_FILES,
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib', ...SHELL_FILES_IN_FEATURES],
      exclude: PAGE_META_FILES,
    },
    { path: '<rootDir>/src/features/medications/locales/page/{locale}', include: MEDICATION_PAGE_FILES },
    {
      path: '<rootDir>/src/features/medications/locales/real-member-savings/{locale}',
      include: REAL_MEMBER_SAVINGS_FILES,
    },
    {
      path: '<rootDir>/src/features/medications/locales/member-prescription-savings/{locale}',
      include: MEMBER_PRESCRIPTION_SAVINGS_FILES,
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      // The back office is for the club's operators, in English (docs/decisions/0019-spanish.md).
      exclude: [
        '<rootDir>/src/features/admin',
        ...SHELL_FILES_IN_FEATURES,
        // Each legal page's words are its own catalogue (above): the feature has none of its own.
        '<rootDir>/src/features/legal',
        ...MEDICATION_PAGE_ONLY,
        ...REAL_MEMBER_SAVINGS_FILES,
        ...MEMBER_PRESCRIPTION_SAVINGS_FILES,
      ],
    },
  ],
  orderBy: 'message',
  // No line numbers: a message moving in its file does not change every catalogue.
  format: formatter({ lineNumbers: false }),
});
