import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import * as apiClient from '../api-client';
import { i18nFor } from './catalogs';
import { type RuleMessages, translateRuleMessage } from './rule-messages';

/**
 * Every message of the rules the web shares with the API (each `*_MESSAGES` the contracts
 * export) is shown in the page's language: some feature's table (features/<name>/rule-messages.ts)
 * translates all of a contract's messages, and its English catalogue says exactly what the
 * contract says, so an English page shows the spec's words unchanged.
 */
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../../../../packages/contracts/src/*.ts', '!**/*.test.ts'],
  { eager: true },
);
// Found by name, as setup.ts finds the catalogues: lib/ imports no feature.
const featureModules = import.meta.glob<Record<string, unknown>>('../../features/*/rule-messages.ts', { eager: true });
const spanishCatalogues = import.meta.glob<{ messages: Messages }>(
  ['../../features/*/locales/es.po', '../../locales/es.po'],
  { eager: true },
);

/** The back office is in English (docs/decisions/0019-spanish.md): its messages need no translation. */
const ENGLISH_ONLY = /^ADMIN_/;

/**
 * Contracts whose messages answer the requests of several features: each feature translates the
 * ones its own requests can receive (a refused wallet pass, a refused checkout), so together,
 * not one table alone, they cover the contract.
 */
const SPLIT_ACROSS_FEATURES = new Set(['RATE_LIMIT_MESSAGES']);

/**
 * Answers no screen shows: a failed bookmark call is only logged (docs/product.md §7), and the
 * rate limits' answers that a screen replaces with its own words or no member reads.
 */
const NOT_SHOWN = new Set(['BOOKMARK_MESSAGES', 'UNSHOWN_RATE_LIMIT_MESSAGES']);

// By name: index.ts exports again what the rule files export.
const contracts = [
  ...new Map(
    Object.values(contractModules)
      .flatMap((module) => Object.entries(module))
      .filter(([name]) => name.endsWith('_MESSAGES') && !ENGLISH_ONLY.test(name) && !NOT_SHOWN.has(name))
      .map(([name, value]) => [name, Object.values(value as Record<string, string>)] as const),
  ),
];

const tablesOf = (module: Record<string, unknown>, part: string, catalogue: string) =>
  Object.entries(module)
    .filter((entry): entry is [string, RuleMessages] => entry[1] instanceof Map)
    .map(([name, table]) => ({ name: `${part}: ${name}`, catalogue, table }));

const tables = [
  ...Object.entries(featureModules).flatMap(([file, module]) => {
    const feature = file.split('/')[3] as string;
    return tablesOf(module, feature, `../../features/${feature}/locales/es.po`);
  }),
  // The API's general failures are translated for every request, by the api client (the shell's catalogue).
  ...tablesOf(apiClient, 'shell', '../../locales/es.po'),
];

describe('the contracts’ rule messages', () => {
  it('finds the contracts’ messages and the features’ tables', () => {
    expect(contracts.map(([name]) => name)).toEqual(
      expect.arrayContaining(['PROFILE_MESSAGES', 'FAMILY_MESSAGES', 'PRICE_REPORT_MESSAGES', 'ACCOUNT_MESSAGES']),
    );
    expect(tables.length).toBeGreaterThanOrEqual(contracts.length);
    // A name left out must still be one the contracts export (not a stale exemption).
    const exported = Object.values(contractModules).flatMap((module) => Object.keys(module));
    expect(exported).toEqual(expect.arrayContaining([...NOT_SHOWN, ...SPLIT_ACROSS_FEATURES]));
  });

  it.each(contracts)(
    '%s: one feature translates every message (or, split, the features together)',
    (name, messages) => {
      const covering = tables.filter(({ table }) => messages.every((message) => table.has(message)));
      const missing = messages.filter((message) => !tables.some(({ table }) => table.has(message)));
      expect(missing, `${name}: no table has these`).toEqual([]);
      if (SPLIT_ACROSS_FEATURES.has(name)) return;
      expect(
        covering.map((t) => t.name),
        `${name}: no one table has them all`,
      ).not.toEqual([]);
    },
  );

  describe.each(tables)('$name', ({ catalogue: path, table }) => {
    it('says in English exactly what the contract says, from the English catalogue', () => {
      const english = i18nFor('en');
      // The id alone, so the text comes from the catalogue (the build strips the descriptors' text).
      const shown = [...table].map(([, descriptor]) => english._(descriptor.id, descriptor.values));
      expect(shown).toEqual([...table.keys()]);
    });

    it('has every message in its part’s Spanish catalogue', () => {
      const catalogue = spanishCatalogues[path];
      const spanish = setupI18n({ locale: 'es', messages: { es: catalogue?.messages ?? {} } });
      const untranslated = [...table].filter(([text, d]) => [text, d.id].includes(spanish._(d.id, d.values)));
      expect(untranslated.map(([text]) => text)).toEqual([]);
    });
  });

  it('shows a message no table knows as it came: a server message is never lost', () => {
    expect(translateRuleMessage(i18nFor('en'), new Map(), 'Something new from the server')).toBe(
      'Something new from the server',
    );
  });
});
