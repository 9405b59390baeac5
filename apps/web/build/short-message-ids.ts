import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * Shorter message ids in the production build (docs/decisions/0019-spanish.md).
 *
 * Lingui names each message by a 6-character hash of its English text. A page's code carries
 * the id of every message it shows, and its catalogue carries each id again beside the words.
 * Hashes do not compress: about 9 bytes per message after gzip, some 0.6–1.1 KB of every public
 * page's first download. The build numbers every message of every catalogue instead, in the
 * order of their ids (base 62: one or two characters), in the code and in the catalogues alike.
 *
 * Both builds (the browser's and the server renderer's) read the same catalogues, so they number
 * the messages the same way. Only `vite build` does this: the development server and the tests
 * keep Lingui's ids (a catalogue changed while the development server runs would renumber
 * messages in modules it does not reload).
 */

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every id, in order, mapped to its number in base 62. */
export function shortIdTable(ids: Iterable<string>): ReadonlyMap<string, string> {
  const sorted = [...new Set(ids)].sort();
  return new Map(
    sorted.map((id, index) => {
      let short = '';
      let n = index;
      do {
        short = DIGITS[n % DIGITS.length] + short;
        n = Math.floor(n / DIGITS.length);
      } while (n > 0);
      return [id, short] as const;
    }),
  );
}

/**
 * The message descriptors Lingui's macros write (`/*i18n*\/ { id: "…"`, the marker included),
 * in code just out of the macro compiler, before anything removes comments.
 */
const DESCRIPTOR_ID = /(\/\*i18n\*\/\s*\{\s*id:\s*)"([^"\\]+)"/g;

/** The macros' descriptors with the table's ids; an id the table lacks stays as it was. */
export function shortenCodeIds(code: string, table: ReadonlyMap<string, string>): string {
  return code.replace(DESCRIPTOR_ID, (whole, head: string, id: string) => {
    const short = table.get(id);
    return short === undefined ? whole : `${head}${JSON.stringify(short)}`;
  });
}

/** A compiled catalogue, as Lingui's Vite plugin writes it: `export const messages=JSON.parse("…")`. */
const COMPILED_CATALOG =
  /^(\/\*eslint-disable\*\/)?export const messages\s*=\s*JSON\.parse\(("(?:[^"\\]|\\.)*")\);?\s*$/;

/** A compiled catalogue with the table's ids. Anything else is an error: the build must not go on unnoticed. */
export function shortenCatalogIds(code: string, table: ReadonlyMap<string, string>): string {
  const match = COMPILED_CATALOG.exec(code);
  if (!match?.[2]) throw new Error('short-message-ids: a catalogue is not in the form Lingui compiles it to');
  const messages = JSON.parse(JSON.parse(match[2]) as string) as Record<string, unknown>;
  const renamed = Object.fromEntries(Object.entries(messages).map(([id, message]) => [table.get(id) ?? id, message]));
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(renamed))});`;
}

const CATALOG_FILE = /\.po$/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/** Every message id of every catalogue in lingui.config.ts, in every language. */
async function catalogueIds(root: string): Promise<string[]> {
  const config = getConfig({ cwd: root });
  const ids: string[] = [];
  for (const catalog of await getCatalogs(config)) {
    for (const locale of config.locales) {
      const { messages } = await catalog.getTranslations(locale, {
        sourceLocale: config.sourceLocale ?? locale,
        fallbackLocales: config.fallbackLocales || {},
      });
      ids.push(...Object.keys(messages));
    }
  }
  return ids;
}

/**
 * Two plugins: one in the "pre" stage, right after the macro compiler (linguiMacro in
 * vite.config.ts: it needs the macros' `/*i18n*\/` marker), and one after Lingui's catalogue
 * compiler (listed after it).
 */
export function shortMessageIds(): Plugin[] {
  let table: Promise<ReadonlyMap<string, string>> | null = null;
  let root = process.cwd();
  const load = () => {
    table ??= catalogueIds(root).then(shortIdTable);
    return table;
  };
  return [
    {
      name: 'arx-short-message-ids',
      apply: 'build',
      enforce: 'pre',
      configResolved(config) {
        root = config.root;
      },
      async transform(code, id) {
        const file = id.split('?')[0] ?? id;
        if (!SOURCE.test(file) || file.includes('/node_modules/') || !code.includes('/*i18n*/')) return null;
        return { code: shortenCodeIds(code, await load()), map: null };
      },
    },
    {
      name: 'arx-short-message-ids-catalogs',
      apply: 'build',
      async transform(code, id) {
        if (!CATALOG_FILE.test(id.split('?')[0] ?? id)) return null;
        return { code: shortenCatalogIds(code, await load()), map: null, moduleType: 'js' };
      },
    },
  ];
}
