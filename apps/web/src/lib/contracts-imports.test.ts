import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * `@arx/contracts` is the zod schemas: a value imported from it puts zod (about 60 KB) into the
 * browser bundle, and zod's start-up probe for `new Function` trips the page's CSP. The web app
 * takes types from there and values only from the zod-free entries (`/money`, `/profile`,
 * `/family`, `/wallet`, `/account`).
 */
describe('what the web app takes from the contracts package', () => {
  it('takes only types from @arx/contracts itself', () => {
    const offenders = sourceFiles(SRC).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const valueImports = [...text.matchAll(/import\s+(?!type\b)([^;]*?)\s+from\s+'@arx\/contracts'/g)].filter(
        ([, names]) => !/^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(names?.trim() ?? ''),
      );
      return valueImports.map(([statement]) => `${path.relative(SRC, file)}: ${statement}`);
    });
    expect(offenders).toEqual([]);
  });
});
