import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@arx/contracts/locales';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The message catalogues (docs/decisions/0019-spanish.md): every part's English messages are
 * in every language, and the catalogues hold exactly what the code says. A message written in
 * the code but never extracted would show in the app as its id, in English too.
 */
const WEB = path.resolve(import.meta.dirname, '../../..');
const SRC = path.join(WEB, 'src');

function catalogueDirs(): string[] {
  // The shell's, and the pages' head words (app/ssr/locales: lingui.config.ts).
  const dirs = [path.join(SRC, 'locales'), path.join(SRC, 'app', 'ssr', 'locales')];
  for (const feature of fs.readdirSync(path.join(SRC, 'features'))) {
    const dir = path.join(SRC, 'features', feature, 'locales');
    if (!fs.existsSync(dir)) continue;
    // The feature's catalogue, unless all its words are its pages' (features/legal: lingui.config.ts).
    if (fs.existsSync(path.join(dir, 'en.po'))) dirs.push(dir);
    // A page's own catalogue inside its feature's (features/legal/locales/terms).
    for (const page of fs.readdirSync(dir, { withFileTypes: true })) {
      if (page.isDirectory()) dirs.push(path.join(dir, page.name));
    }
  }
  return dirs;
}

/** msgid → msgstr of a .po file (the header's empty msgid left out). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = fs.readFileSync(file, 'utf8');
  // Lingui writes each entry's msgid and msgstr on one line each.
  const entry = /^msgid (".*")\nmsgstr (".*")$/gm;
  for (const match of text.matchAll(entry)) {
    const id = JSON.parse(match[1] ?? '""') as string;
    if (id !== '') entries.set(id, JSON.parse(match[2] ?? '""') as string);
  }
  return entries;
}

/** The ICU placeholders and tags of a message: {name}, {count, plural, …}'s name, <0>…</0>. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

describe('message catalogues', () => {
  const dirs = catalogueDirs();

  it('has the shell and each feature but the back office', () => {
    const parts = dirs.map((dir) => path.relative(SRC, dir));
    expect(parts).toContain('locales');
    expect(parts).toContain(path.join('features', 'plans', 'locales'));
    expect(parts).not.toContain(path.join('features', 'admin', 'locales'));
  });

  for (const dir of dirs) {
    const part =
      path
        .relative(SRC, dir)
        .replace(/(^|\/)locales(\/|$)/, '$1$2')
        .replace(/\/$/, '') || 'shell';
    it(`${part}: every English message is translated into every language, with the same placeholders`, () => {
      const english = readPo(path.join(dir, 'en.po'));
      for (const locale of LOCALES) {
        const catalogue = readPo(path.join(dir, `${locale}.po`));
        expect([...catalogue.keys()].sort(), `${part} ${locale}.po`).toEqual([...english.keys()].sort());
        const untranslated = [...catalogue].filter(([, text]) => text.trim() === '').map(([id]) => id);
        expect(untranslated, `${part} ${locale}.po: messages with no translation`).toEqual([]);
        for (const [id, text] of catalogue) {
          expect(placeholders(text), `${part} ${locale}.po: ${id}`).toEqual(placeholders(id));
        }
      }
    });
  }
});

/**
 * One word for one thing in Spanish, as the e-mails and the payment pages say it too: the
 * English may say "subscription" where it names the payment, but a Spanish reader is told of
 * their "membresía" everywhere.
 */
const SPANISH_WORDS: { wrong: RegExp; right: string }[] = [{ wrong: /suscripci[oó]n/i, right: 'membresía' }];

describe('the club’s words in Spanish', () => {
  it('every Spanish catalogue uses the one word for each thing', () => {
    const found = catalogueDirs().flatMap((dir) =>
      [...readPo(path.join(dir, 'es.po'))].flatMap(([id, text]) =>
        SPANISH_WORDS.filter(({ wrong }) => wrong.test(text)).map(
          ({ right }) => `${path.relative(SRC, dir)}: "${id}" should say ${right}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('extraction', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'arx-lingui-'));
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('leaves every catalogue as it is: the code says exactly what the catalogues hold', () => {
    // Extracted again in a copy of the sources (tests left out), compared message by message.
    fs.cpSync(SRC, path.join(copy, 'src'), {
      recursive: true,
      filter: (source) => !/\.test\.tsx?$/.test(source),
    });
    fs.copyFileSync(path.join(WEB, 'lingui.config.ts'), path.join(copy, 'lingui.config.ts'));
    fs.symlinkSync(path.join(WEB, '../../node_modules'), path.join(copy, 'node_modules'));
    const cli = path.join(WEB, '../../node_modules/@lingui/cli/dist/lingui.js');
    const run = spawnSync(process.execPath, [cli, 'extract', '--clean', '--workers', '1'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    for (const dir of catalogueDirs()) {
      const relative = path.relative(SRC, dir);
      const extracted = readPo(path.join(copy, 'src', relative, 'en.po'));
      const committed = readPo(path.join(dir, 'en.po'));
      expect([...committed.keys()].sort(), `${relative}/en.po is not current: run npx lingui extract --clean`).toEqual(
        [...extracted.keys()].sort(),
      );
    }
  }, 60_000);
});
