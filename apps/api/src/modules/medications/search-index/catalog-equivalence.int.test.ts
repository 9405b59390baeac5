import {
  type MedicationListQuery,
  MedicationListQuerySchema,
  MedicationListResponseSchema,
  MedicationResponseSchema,
  MedicationSearchQuerySchema,
  MedicationSearchResponseSchema,
} from '@arx/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookmarks, medications, users } from '../../../db/schema';
import { createMedication } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { generateCatalogCsv } from '../catalog-io/catalog-generate';
import { importCatalogCsv } from '../catalog-io/catalog-import';
import { getMedication, listMedications, suggestMedications } from '../medications.service';
import { listFromIndex, medicationFromIndex, suggestionsFromIndex } from './catalog-answers';
import { buildCatalogIndex, type CatalogIndex } from './catalog-index';
import { loadCatalogSnapshot } from './catalog-snapshot.repository';

/**
 * The in-memory answers must be the database query's answers, byte for byte once serialised
 * the way the route's response schema serialises them: same medications, order, total, fields.
 */
const asJson = <S extends z.ZodType>(schema: S, value: z.output<S>) => JSON.stringify(z.encode(schema, value));
const text = (answer: string | Buffer | null) => (answer === null ? null : answer.toString());

/** 3–6 letter fragments of real names in the generated catalogue, deterministic. */
function nameFragments(csv: string, count: number): string[] {
  const names = csv
    .split('\n')
    .slice(1)
    .flatMap((line) => line.split(',').slice(0, 3))
    .map((name) => name.toLowerCase().replace(/[^a-z]/g, ''))
    .filter((name) => name.length >= 6);
  const fragments = new Set<string>();
  for (let i = 0; fragments.size < count && i < names.length * 4; i++) {
    const name = names[(i * 7919) % names.length] as string;
    const length = 3 + (i % 4);
    const start = (i * 31) % (name.length - length + 1);
    fragments.add(name.slice(start, start + length));
  }
  return [...fragments];
}

const TRICKY_TERMS = [
  '',
  '   ',
  'ATOR',
  '  Ator  ',
  'ator 20',
  'atorvastatin   20 mg',
  'TABLET 10',
  '20 mg',
  '0.1%',
  '1,000 mg',
  '50%',
  '100%',
  '%',
  '_',
  'a_b',
  '%mg',
  'mg%',
  '\\',
  'back\\slash',
  'a',
  'mg',
  'x',
  'zz',
  'zzqx',
  'nothing-matches-this',
  'extended-release',
  'delayed-release capsule',
  'eye drops',
  'commonly prescribed',
  'cholesterol statin',
  'lower',
  'LOWER CHOLESTEROL',
  'crème',
  'CRÈME',
  'straße',
  'İnhaler',
  'i̇nhaler',
  '日本',
  '💊',
  'mg mg mg',
  'tab tab',
  'let',
  'ine',
  'pril',
  'sartan',
  'statin',
  'oral solution',
  'solution oral',
  'inhalation suspension',
  'ml',
  '5 mg',
  'mcg',
  'brand',
  'generic',
  'true',
  'null',
];

/** The query variants each term is asked with, a few per term so the file stays quick. */
const VARIANTS: Record<string, string>[] = [
  { has_prices: 'true', limit: '50' },
  { has_prices: 'true', limit: '50', day_supply: '30' },
  { has_prices: 'true', limit: '50', day_supply: '90' },
  {},
  { day_supply: '90' },
  { has_prices: 'false', limit: '7', offset: '3' },
  { highlighted: 'true', limit: '12' },
  { highlighted: 'false', has_prices: 'true', day_supply: '30', limit: '20', offset: '20' },
  { has_prices: 'true', limit: '100', offset: '40' },
  { has_prices: 'true', limit: '5', offset: '100000' },
];

const parseList = (search: string | undefined, variant: Record<string, string>): MedicationListQuery =>
  MedicationListQuerySchema.parse(search === undefined ? variant : { ...variant, search });

describe('catalogue index answers equal the database query', () => {
  let database: TestDatabase;
  let index: CatalogIndex;
  let terms: string[];
  let memberId: number;
  let retiredIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const csv = [...generateCatalogCsv(1500, 11)].join('');
    await importCatalogCsv(db, csv);
    // Rows the generator never makes: wildcards, backslashes, other scripts, odd supplies.
    await createMedication(db, { display_name: 'Percentamine', strength: '50%', full_description: 'A 50% gel.' });
    await createMedication(db, { display_name: 'Under_score', strength: '1 mg', brand_name: 'A_B' });
    await createMedication(db, { display_name: 'Back\\slash', strength: '2 mg', form: 'tab\\let' });
    await createMedication(db, { display_name: 'Crème Brûlée', strength: '5 mg', full_description: 'Straße İnhaler' });
    await createMedication(db, { display_name: '日本薬', strength: '10 mg', full_description: '💊 pill' });
    await createMedication(db, { display_name: 'Atorvastatin', strength: '20 mg', highlighted: true }, [
      { day_supply: null, quantity: 60, cash_cents: 9000, member_cents: 3000 },
      { day_supply: 28, quantity: 56, cash_cents: 8000, member_cents: 2500, competitor_cents: null },
      { day_supply: 90, quantity: 90, cash_cents: 12000, member_cents: 12000 },
    ]);
    await createMedication(db, { display_name: 'Atorvastatin', strength: '20 mg', form: 'capsule' }, []);
    await createMedication(db, { display_name: 'atorvastatin', strength: '20 mg', form: 'chewable tablet' }, [
      { day_supply: 30, cash_cents: 1, member_cents: 0 },
    ]);
    await createMedication(db, { display_name: 'Zeta', strength: '10 mg' }, [
      { day_supply: 30, cash_cents: 4000, member_cents: 900 },
    ]);
    await createMedication(db, { display_name: 'Zeta', strength: '10 mg', form: 'solution' }, [
      { day_supply: 90, cash_cents: 4000, member_cents: 900 },
    ]);
    // Retired by a published catalogue: kept for bookmarks, hidden from every answer. Their pricings
    // stay here, so the reads' filters, not missing rows, must be what hides them.
    retiredIds = (
      await db
        .update(medications)
        .set({ retiredAt: new Date() })
        .where(
          or(
            sql`${medications.id} % 50 = 0`,
            and(eq(medications.displayName, 'Zeta'), eq(medications.form, 'solution')),
          ),
        )
        .returning({ id: medications.id })
    ).map((m) => m.id);
    const [member] = await db
      .insert(users)
      .values({ email: 'member@example.com', name: 'Member', workosId: 'local_member' })
      .returning({ id: users.id });
    memberId = member!.id;

    index = await buildCatalogIndex(await loadCatalogSnapshot(db));
    // Bookmark every seventh medication in list order.
    const bookmarked = Array.from(index.ids).filter((_, i) => i % 7 === 0);
    await db.insert(bookmarks).values(bookmarked.map((medicationId) => ({ userId: memberId, medicationId })));
    terms = [...nameFragments(csv, 160), ...TRICKY_TERMS];
  });
  afterAll(() => database.destroy());

  async function compareList(query: MedicationListQuery, userId: number | null = null) {
    const expected = asJson(MedicationListResponseSchema, await listMedications(database.db, query, userId));
    const actual = text(await listFromIndex(index, database.db, query, userId));
    expect(actual, JSON.stringify(query)).toBe(expected);
  }

  it('holds the whole catalogue on sale, without the retired medications', () => {
    expect(retiredIds.length).toBeGreaterThan(20);
    expect(index.size).toBe(1510 - retiredIds.length);
    for (const id of retiredIds) expect(index.positionById.has(id)).toBe(false);
    expect(terms.length).toBeGreaterThanOrEqual(200);
  });

  it('answers every term like the database (two query variants per term)', async () => {
    for (const [i, term] of terms.entries()) {
      await compareList(parseList(term, VARIANTS[i % VARIANTS.length] as Record<string, string>));
      await compareList(parseList(term, VARIANTS[(i + 3) % VARIANTS.length] as Record<string, string>));
    }
  });

  it('answers every filter, day supply and page without a search like the database', async () => {
    for (const highlighted of [undefined, 'true', 'false']) {
      for (const hasPrices of [undefined, 'true', 'false']) {
        for (const daySupply of [undefined, '30', '90']) {
          for (const [limit, offset] of [
            ['50', '0'],
            ['13', '1490'],
            ['100', '2000'],
          ]) {
            const variant: Record<string, string> = { limit: limit as string, offset: offset as string };
            if (highlighted) variant.highlighted = highlighted;
            if (hasPrices) variant.has_prices = hasPrices;
            if (daySupply) variant.day_supply = daySupply;
            await compareList(parseList(undefined, variant));
          }
        }
      }
    }
  });

  it("flags a member's bookmarks exactly like the database", async () => {
    for (const term of [...terms.slice(0, 40), '', 'ator', 'mg']) {
      await compareList(parseList(term, { has_prices: 'true', limit: '50', day_supply: '30' }), memberId);
      await compareList(parseList(term, { limit: '100' }), memberId);
    }
  });

  it('suggests like the database (display name, strength, id order)', async () => {
    for (const term of terms.filter((t) => t.trim().length > 0)) {
      for (const limit of ['10', '20']) {
        const query = MedicationSearchQuerySchema.parse({ q: term, limit });
        const expected = asJson(MedicationSearchResponseSchema, {
          medications: await suggestMedications(database.db, query),
        });
        expect(text(suggestionsFromIndex(index, query)), term).toBe(expected);
      }
    }
  });

  it('answers one medication like the database, for a visitor and for the member', async () => {
    for (let position = 0; position < index.size; position += 37) {
      const id = index.ids[position] as number;
      for (const userId of [null, memberId]) {
        const expected = asJson(MedicationResponseSchema, {
          medication: await getMedication(database.db, id, userId),
        });
        expect(text(await medicationFromIndex(index, database.db, id, userId))).toBe(expected);
      }
    }
    expect(await medicationFromIndex(index, database.db, 999_999, null)).toBeNull();
    for (const id of retiredIds.slice(0, 3)) {
      expect(await medicationFromIndex(index, database.db, id, null)).toBeNull();
      await expect(getMedication(database.db, id)).rejects.toMatchObject({ code: 'not_found' });
    }
  });
});
