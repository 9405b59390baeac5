import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogState, medications, pricings } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { generateCatalogCsv } from './catalog-generate';
import { CatalogImportError, importCatalogCsv } from './catalog-import';
import { CATALOG_COLUMNS } from './catalog-row';

const header = CATALOG_COLUMNS.join(',');
const row = (overrides: Partial<Record<(typeof CATALOG_COLUMNS)[number], string>> = {}) => {
  const base: Record<string, string> = {
    display_name: 'Lisinopril',
    brand_name: 'Zestril',
    generic_name: 'lisinopril',
    strength: '10 mg',
    form: 'tablet',
    medication_type: 'generic',
    full_description: 'ACE inhibitor for high blood pressure, heart failure, and after a heart attack.',
    highlighted: 'false',
    quantity: '30',
    quantity_unit: 'tablets',
    day_supply: '30',
    cash_price: '18.50',
    competitor_price: '9.00',
    member_price: '4.20',
    ...overrides,
  };
  return CATALOG_COLUMNS.map((c) => (/[",\n]/.test(base[c] ?? '') ? `"${base[c]}"` : base[c])).join(',');
};

describe('catalogue import', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const counts = async () => ({
    medications: (await database.db.select().from(medications)).length,
    pricings: (await database.db.select().from(pricings)).length,
  });

  it('creates medications and pricings, then reports a second run as unchanged', async () => {
    const csv = [
      header,
      row(),
      row({ day_supply: '90', quantity: '90', cash_price: '49.00', member_price: '9.80' }),
    ].join('\n');
    const first = await importCatalogCsv(database.db, csv);
    expect(first.medications).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(first.pricings).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(first.catalogVersion).toBe(1);

    const second = await importCatalogCsv(database.db, csv);
    expect(second.medications).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(second.pricings).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect(second.catalogVersion).toBeNull();
    expect(await counts()).toEqual({ medications: 1, pricings: 2 });
  });

  it('updates what changed and bumps the catalogue version', async () => {
    const csv = [
      header,
      row({ full_description: 'Updated.' }),
      row({
        full_description: 'Updated.',
        day_supply: '90',
        quantity: '90',
        cash_price: '49.00',
        member_price: '8.00',
      }),
    ].join('\n');
    const report = await importCatalogCsv(database.db, csv);
    expect(report.medications).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(report.pricings).toEqual({ created: 0, updated: 1, unchanged: 1 });
    expect(report.catalogVersion).toBe(2);
    const [state] = await database.db.select().from(catalogState).where(eq(catalogState.id, 1));
    expect(state?.version).toBe(2);
    const [ninety] = await database.db.select().from(pricings).where(eq(pricings.daySupply, 90));
    expect(ninety?.savingsCents).toBe(4900 - 800);
  });

  it('touches only what the file lists, and puts a retired medication it lists back on sale', async () => {
    await importCatalogCsv(database.db, [header, row({ display_name: 'Retirol' })].join('\n'));
    await database.db.update(medications).set({ retiredAt: new Date() }).where(eq(medications.displayName, 'Retirol'));
    const before = await counts();

    const report = await importCatalogCsv(database.db, [header, row({ display_name: 'Retirol' })].join('\n'));
    expect(report.medications).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const [retirol] = await database.db.select().from(medications).where(eq(medications.displayName, 'Retirol'));
    expect(retirol?.retiredAt).toBeNull();
    // Lisinopril, absent from this file, is neither retired nor stripped of its packs.
    const [lisinopril] = await database.db.select().from(medications).where(eq(medications.displayName, 'Lisinopril'));
    expect(lisinopril?.retiredAt).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('reports every malformed row with its line number and applies nothing of the file', async () => {
    const before = await counts();
    const csv = [
      header,
      row({ display_name: 'Brand New Medication' }),
      row({ display_name: 'Other', cash_price: 'abc' }),
      row({ display_name: 'Third', day_supply: '7' }),
      'too,few,columns',
      row({ display_name: 'Fourth', member_price: '99.00' }),
    ].join('\n');
    const error = await importCatalogCsv(database.db, csv).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogImportError);
    expect((error as CatalogImportError).problems).toEqual([
      { line: 3, message: 'cash_price must be an amount in dollars such as 12.50' },
      { line: 4, message: 'day_supply must be 30, 90 or empty' },
      { line: 5, message: 'expected 14 columns, found 3' },
      { line: 6, message: 'member_price must not be more than cash_price' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('takes forms and pack units from the fixed lists only, so every page can say them in each language', async () => {
    const before = await counts();
    const csv = [
      header,
      row({ display_name: 'Spaced', form: ' tablet ', quantity_unit: ' tablets ' }),
      row({ display_name: 'Odd Form', form: 'tablette' }),
      row({ display_name: 'Odd Unit', quantity_unit: 'pills' }),
    ].join('\n');
    const error = await importCatalogCsv(database.db, csv).catch((e: unknown) => e);
    expect((error as CatalogImportError).problems).toEqual([
      { line: 3, message: expect.stringMatching(/^form must be one of: tablet, capsule, .*, suppository$/) },
      { line: 4, message: expect.stringMatching(/^quantity_unit must be one of: tablets, capsules, .*, mL$/) },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a wrong header and duplicate packs', async () => {
    await expect(importCatalogCsv(database.db, 'name,price\nx,1')).rejects.toMatchObject({
      problems: [{ line: 1, message: expect.stringContaining('the header must be') }],
    });
    await expect(importCatalogCsv(database.db, [header, row(), row()].join('\n'))).rejects.toMatchObject({
      problems: [{ line: 3, message: 'the same pack is already priced on line 2' }],
    });
  });

  it('imports a generated catalogue that the generator makes valid', async () => {
    const csv = [...generateCatalogCsv(200, 7)].join('');
    const report = await importCatalogCsv(database.db, csv);
    expect(report.medications.created).toBe(200);
    expect(report.pricings.created).toBe(400);
  });
});
