import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A page shows its features' messages from their catalogues, which its route module names
 * (`export const catalogs`) for the page to load before it renders (app/lazy-route.tsx;
 * docs/decisions/0019-spanish.md). A feature it shows without loading its catalogue
 * would show message ids, in English too. The back office is in English (no catalogue); the member
 * pages' guard's words are the shell's (app/entry-catalogs.ts).
 */
const ROUTES = path.join(import.meta.dirname, 'routes');
// Sign-in's state and guard are used by many pages but have no words of their own (the guard's
// are the shell's): its catalogue is the sign-in error screen's, named below. The legal pages'
// words are each page's own catalogue (below), the frame's two among them.
const WITHOUT_PAGE_CATALOGUE = new Set(['admin', 'auth', 'legal']);

/** Modules whose words are a catalogue that importing their feature does not bring (lingui.config.ts). */
const PAGE_CATALOGUES: Record<string, string> = {
  'auth/components/auth-error-screen': 'loadAuthMessages',
  'legal/content/terms-content': 'loadTermsMessages',
  'legal/content/privacy-content': 'loadPrivacyMessages',
  'legal/content/disclaimer-content': 'loadDisclaimerMessages',
  'legal/components/partners-page': 'loadPartnersMessages',
};

const loaderName = (feature: string) =>
  `load${feature
    .split('-')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('')}Messages`;

describe('route modules', () => {
  const files = fs.readdirSync(ROUTES).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));

  it.each(files)('%s names the catalogue of every feature it imports', (file) => {
    const source = fs.readFileSync(path.join(ROUTES, file), 'utf8');
    const features = new Set(
      [...source.matchAll(/from '\.\.\/\.\.\/features\/([a-z-]+)\//g)].map((m) => m[1] as string),
    );
    const pages = [...source.matchAll(/from '\.\.\/\.\.\/features\/([a-z/-]+)'/g)].flatMap(
      (m) => PAGE_CATALOGUES[m[1] as string] ?? [],
    );
    const needed = [
      ...[...features].filter((feature) => !WITHOUT_PAGE_CATALOGUE.has(feature)).map(loaderName),
      ...pages,
    ];
    const call = /export const catalogs: readonly CatalogLoader\[\] = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    const loaded = call
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(loaded.sort(), file).toEqual(needed.sort());
  });

  it("the entry loads the shell's catalogue only: each page brings its own", () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'entry-catalogs.ts'), 'utf8');
    expect(source).toMatch(/\[loadShellMessages\]/);
  });
});
