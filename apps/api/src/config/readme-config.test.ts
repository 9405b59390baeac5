import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../README.md');

/** Read by the tests, the dev server or the web build, not by the API's configuration. */
const OUTSIDE_THE_API = [
  'TEST_DATABASE_URL',
  'TEST_REDIS_URL',
  'TEST_LANES',
  'CHROMIUM_PATH',
  'BUILD_COMPRESSION',
  'API_PROXY_TARGET',
  'VITE_SUPPORT_EMAIL',
];

/** Every `NAME` in the first column of the README's configuration table. */
function documentedVariables(): string[] {
  const text = fs.readFileSync(README, 'utf8');
  const section = text.slice(
    text.indexOf('## Configuration'),
    text.indexOf('\n## ', text.indexOf('## Configuration') + 1),
  );
  const names: string[] = [];
  for (const line of section.split('\n')) {
    const firstCell = line.startsWith('| `') ? line.split('|')[1] : undefined;
    for (const match of firstCell?.matchAll(/`([A-Z][A-Z0-9_]*)`/g) ?? []) names.push(match[1] as string);
  }
  return names;
}

describe("the README's configuration table", () => {
  it('lists every variable the configuration reads, and nothing it does not', () => {
    const documented = documentedVariables();
    expect(documented.length).toBeGreaterThan(30);
    expect([...CONFIG_VARIABLES].sort()).toEqual(documented.filter((name) => !OUTSIDE_THE_API.includes(name)).sort());
    expect(documented).toEqual(expect.arrayContaining(OUTSIDE_THE_API));
  });
});
