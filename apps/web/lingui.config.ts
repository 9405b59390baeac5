import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

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
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      // The back office is for the club's operators, in English (docs/decisions/0019-spanish.md).
      exclude: ['<rootDir>/src/features/admin'],
    },
  ],
  orderBy: 'message',
  // No line numbers: a message moving in its file does not change every catalogue.
  format: formatter({ lineNumbers: false }),
});
