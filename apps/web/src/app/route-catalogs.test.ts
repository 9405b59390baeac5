import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDICATION_PAGE_FILES, REAL_MEMBER_SAVINGS_FILES } from '../../lingui.config';

/**
 * A page shows its features' messages from their catalogues, which its route module names
 * (`export const catalogs`) for the page to load before it renders (app/lazy-route.tsx;
 * docs/decisions/0019-spanish.md). A feature it shows without loading its catalogue
 * would show message ids, in English too. The back office is in English (no catalogue); the member
 * pages' guard's words are the shell's (app/entry-catalogs.ts).
 */
const ROUTES = path.join(import.meta.dirname, 'routes');
const WEB = path.resolve(import.meta.dirname, '../..');
const FEATURES = path.join(WEB, 'src', 'features');
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
  'medications/components/member-prescription-savings': 'loadMemberPrescriptionSavingsMessages',
};

/**
 * A feature whose code shows no words (its English catalogue is empty, as lingui extract writes
 * it for every feature) has nothing to load: loading it would cost each page that shows the
 * feature a request for an empty file before it renders.
 */
const hasMessages = (feature: string) => {
  const file = path.join(FEATURES, feature, 'locales', 'en.po');
  return fs.existsSync(file) && /^msgid "[^"]/m.test(fs.readFileSync(file, 'utf8'));
};

/**
 * Page modules whose own catalogue holds every word they show, their feature's included
 * (lingui.config.ts): a route showing one loads that catalogue instead of its feature's.
 */
const COVERING_CATALOGUES: Record<string, { loader: string; files: readonly string[] }> = {
  'medications/components/medication-page': {
    loader: 'loadMedicationPageMessages',
    files: MEDICATION_PAGE_FILES,
  },
  'medications/components/real-member-savings': {
    loader: 'loadRealMemberSavingsMessages',
    files: REAL_MEMBER_SAVINGS_FILES,
  },
};

/** The feature a module path under features/ belongs to: `medications/components/x` → `medications`. */
const featureOf = (module: string) => module.split('/')[0] as string;

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
    const modules = [...source.matchAll(/from '\.\.\/\.\.\/features\/([a-z/-]+)'/g)].map((m) => m[1] as string);
    const pages = modules.flatMap((module) => PAGE_CATALOGUES[module] ?? []);
    const covering = modules.filter((module) => module in COVERING_CATALOGUES);
    const covered = new Set(covering.map(featureOf));
    const needed = [
      ...[...features]
        .filter((feature) => !WITHOUT_PAGE_CATALOGUE.has(feature) && !covered.has(feature) && hasMessages(feature))
        .map(loaderName),
      ...pages,
      ...covering.map((module) => COVERING_CATALOGUES[module]?.loader),
    ];
    const call = /export const catalogs: readonly CatalogLoader\[\] = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    const loaded = call
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(loaded.sort(), file).toEqual(needed.sort());
  });

  it.each(Object.entries(COVERING_CATALOGUES))(
    '%s: its catalogue holds the words of every module of its feature it shows',
    (module, { files }) => {
      const featureDir = path.join(FEATURES, featureOf(module));
      const inCatalogue = new Set(files.map((file) => path.resolve(file.replace('<rootDir>', WEB))));
      const withWords: string[] = [];
      // The modules it imports, and theirs, within its feature; those it loads when needed
      // (import()) show their words from the same catalogue.
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        const code = fs.readFileSync(file, 'utf8');
        if (/from '@lingui\/(?:core|react)\/macro'/.test(code)) withWords.push(file);
        const imports = [
          ...code.matchAll(/^import [^;]*? from '(\.[^']+)';$/gms),
          ...code.matchAll(/\bimport\('(\.[^']+)'\)/g),
        ];
        for (const [, relative] of imports) {
          const base = path.resolve(path.dirname(file), relative as string);
          const next = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
          if (next?.startsWith(featureDir)) visit(next);
        }
      };
      visit(path.join(FEATURES, `${module}.tsx`));
      expect(withWords.length).toBeGreaterThan(1);
      expect(withWords.filter((file) => !inCatalogue.has(file)).map((file) => path.relative(featureDir, file))).toEqual(
        [],
      );
    },
  );

  it("the entry loads the shell's catalogue only: each page brings its own", () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'entry-catalogs.ts'), 'utf8');
    expect(source).toMatch(/\[loadShellMessages\]/);
  });
});
