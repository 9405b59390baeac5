import { transformAsync } from '@babel/core';
import { createCompiledCatalog } from '@lingui/cli/api';
import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { shortenCatalogIds, shortenCodeIds, shortIdTable } from './short-message-ids';

/** What the build's macro step (linguiMacro in vite.config.ts) makes of a component. */
async function compileMacros(code: string): Promise<string> {
  const result = await transformAsync(code, {
    filename: 'component.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: true }]],
  });
  if (!result?.code) throw new Error('the macro compiler returned nothing');
  return result.code;
}

/** The messages a compiled catalogue module exports. */
function exported(code: string): Record<string, unknown> {
  const body = code.replace(/^(\/\*eslint-disable\*\/)?export const messages\s*=/, 'return ');
  return new Function(body)() as Record<string, unknown>;
}

const COMPONENT = `
import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
export const RULE = msg\`Please enter a valid date\`;
export function Greeting({ name }: { name: string }) {
  return <p id="greeting"><Trans>Hello {name}, welcome back</Trans></p>;
}
export const notAMessage = { id: "${generateMessageId('Please enter a valid date')}" };
`;

describe('shortIdTable', () => {
  it('numbers the ids in their sorted order, in base 62, whatever order they come in', () => {
    const ids = Array.from({ length: 64 }, (_, i) => `id${String(i).padStart(3, '0')}`);
    const table = shortIdTable([...ids].reverse());
    expect(table.get('id000')).toBe('0');
    expect(table.get('id010')).toBe('a');
    expect(table.get('id061')).toBe('Z');
    expect(table.get('id062')).toBe('10');
    expect(table.get('id063')).toBe('11');
    expect(new Set(table.values()).size).toBe(64);
  });

  it('counts an id that appears in several catalogues once', () => {
    expect([...shortIdTable(['b', 'a', 'b', 'a']).entries()]).toEqual([
      ['a', '0'],
      ['b', '1'],
    ]);
  });
});

describe('shortenCodeIds', () => {
  it("replaces the macros' ids with the table's and nothing else", async () => {
    const code = await compileMacros(COMPONENT);
    const hello = generateMessageId('Hello {name}, welcome back');
    const rule = generateMessageId('Please enter a valid date');
    expect(code).toContain(`"${hello}"`);
    const table = new Map([
      [hello, '7'],
      [rule, 'x'],
    ]);
    const shortened = shortenCodeIds(code, table);
    expect(shortened).not.toContain(`"${hello}"`);
    expect(shortened).toMatch(/\/\*i18n\*\/\s*\{\s*id: "7"/);
    expect(shortened).toMatch(/\/\*i18n\*\/\s*\{\s*id: "x"/);
    // A plain object (no /*i18n*/ marker) and an element's id attribute are not messages.
    expect(shortened).toContain(`notAMessage = {\n  id: "${rule}"`);
    expect(shortened).toContain('id="greeting"');
  });

  it('leaves an id the table does not know as it was', async () => {
    const code = await compileMacros(COMPONENT);
    expect(shortenCodeIds(code, new Map())).toBe(code);
  });
});

describe('shortenCatalogIds', () => {
  const english = {
    [generateMessageId('Hello {name}, welcome back')]: 'Hello {name}, welcome back',
    [generateMessageId('{count, plural, one {# day} other {# days}}')]: '{count, plural, one {# day} other {# days}}',
    [generateMessageId('Quote " and backslash \\ stay')]: 'Quote " and backslash \\ stay',
  };

  it('renames the keys of a catalogue as Lingui compiles it, and keeps every message as it was', () => {
    const compiled = createCompiledCatalog('en', english, { namespace: 'es' }).source;
    const table = shortIdTable(Object.keys(english));
    const before = exported(compiled);
    const after = exported(shortenCatalogIds(compiled, table));
    expect(Object.keys(after).sort()).toEqual([...table.values()].sort());
    for (const [id, short] of table) expect(after[short]).toEqual(before[id]);
  });

  it('shows the same words, plurals and values through the shortened ids', () => {
    const compiled = createCompiledCatalog('en', english, { namespace: 'es' }).source;
    const table = shortIdTable(Object.keys(english));
    const i18n = setupI18n({ locale: 'en', messages: { en: exported(shortenCatalogIds(compiled, table)) as never } });
    const short = (text: string) => table.get(generateMessageId(text)) ?? '';
    expect(i18n._({ id: short('Hello {name}, welcome back'), values: { name: 'Ana' } })).toBe(
      'Hello Ana, welcome back',
    );
    expect(i18n._({ id: short('{count, plural, one {# day} other {# days}}'), values: { count: 90 } })).toBe('90 days');
    expect(i18n._({ id: short('Quote " and backslash \\ stay') })).toBe('Quote " and backslash \\ stay');
  });

  it('stops the build on a catalogue in any other form', () => {
    expect(() => shortenCatalogIds('export default {}', new Map())).toThrow(/not in the form Lingui compiles/);
  });
});
