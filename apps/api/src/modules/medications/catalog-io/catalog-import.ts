import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { catalogState, medications, pricings } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { noteCatalogChanged } from '../search-index/catalog-changes';
import { type CatalogRow, catalogKey, parseCatalogRecords, type RowProblem, searchText } from './catalog-row';
import { CsvSyntaxError, parseCsv } from './csv';

export type ImportCounts = { created: number; updated: number; unchanged: number };
export type ImportReport = { medications: ImportCounts; pricings: ImportCounts; catalogVersion: number | null };

export class CatalogImportError extends Error {
  constructor(readonly problems: RowProblem[]) {
    super(`The catalogue file has ${problems.length} problem(s); nothing was imported`);
    this.name = 'CatalogImportError';
  }
}

type MedicationValues = typeof medications.$inferInsert;
type PricingKeyed = { key: string; row: CatalogRow };

const BATCH = 1000;

/**
 * Upserts medications and their pricings from catalogue CSV text. Every row is checked first;
 * if any is malformed nothing is written. The writes run in one transaction, so a file is
 * applied whole or not at all, and running the same file twice changes nothing.
 */
export async function importCatalogCsv(db: Database, csvText: string): Promise<ImportReport> {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(csvText);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new CatalogImportError([{ line: error.line, message: error.message }]);
    throw error;
  }
  const { rows, problems } = parseCatalogRecords(records);
  const grouped = groupRows(rows, problems);
  if (problems.length > 0) throw new CatalogImportError(problems.sort((a, b) => a.line - b.line));
  const report = await applyCatalog(db, grouped);
  // Again after the commit: a request that read the version before it must look once more.
  if (report.catalogVersion !== null) noteCatalogChanged();
  return report;
}

type MedicationGroup = { values: MedicationValues; rows: CatalogRow[] };

function groupRows(rows: CatalogRow[], problems: RowProblem[]): Map<string, MedicationGroup> {
  const groups = new Map<string, MedicationGroup>();
  const packs = new Map<string, number>();
  for (const row of rows) {
    const key = catalogKey(row);
    const values: MedicationValues = {
      catalogKey: key,
      displayName: row.display_name,
      brandName: row.brand_name,
      genericName: row.generic_name,
      strength: row.strength,
      form: row.form,
      medicationType: row.medication_type,
      fullDescription: row.full_description,
      highlighted: row.highlighted,
      searchText: searchText(row),
    };
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { values, rows: [row] });
    } else {
      const first = group.rows[0] as CatalogRow;
      if (!sameMedication(group.values, values)) {
        problems.push({
          line: row.line,
          message: `medication details differ from line ${first.line} for the same medication`,
        });
      }
      group.rows.push(row);
    }
    const packKey = `${key}#${pricingKey(row.quantity, row.quantity_unit, row.day_supply)}`;
    const seenAt = packs.get(packKey);
    if (seenAt !== undefined)
      problems.push({ line: row.line, message: `the same pack is already priced on line ${seenAt}` });
    else packs.set(packKey, row.line);
  }
  return groups;
}

const MEDICATION_FIELDS = [
  'displayName',
  'brandName',
  'genericName',
  'strength',
  'form',
  'medicationType',
  'fullDescription',
  'highlighted',
] as const;

function sameMedication(a: Partial<MedicationValues>, b: Partial<MedicationValues>): boolean {
  return MEDICATION_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));
}

function pricingKey(quantity: number, unit: string, daySupply: number | null): string {
  return `${quantity}|${unit}|${daySupply ?? ''}`;
}

async function applyCatalog(db: Database, groups: Map<string, MedicationGroup>): Promise<ImportReport> {
  return withTransaction(db, async (tx) => {
    const report: ImportReport = {
      medications: { created: 0, updated: 0, unchanged: 0 },
      pricings: { created: 0, updated: 0, unchanged: 0 },
      catalogVersion: null,
    };
    const keys = [...groups.keys()];
    const existing = new Map<string, typeof medications.$inferSelect>();
    for (const chunk of chunks(keys, BATCH)) {
      const found = await tx.select().from(medications).where(inArray(medications.catalogKey, chunk));
      for (const m of found) existing.set(m.catalogKey, m);
    }

    const toWrite: MedicationValues[] = [];
    for (const [key, group] of groups) {
      const current = existing.get(key);
      if (!current) report.medications.created++;
      else if (sameMedication(current, group.values)) report.medications.unchanged++;
      else report.medications.updated++;
      if (!current || !sameMedication(current, group.values)) toWrite.push(group.values);
    }
    const idByKey = new Map<string, number>([...existing].map(([key, m]) => [key, m.id]));
    for (const chunk of chunks(toWrite, BATCH)) {
      const written = await tx
        .insert(medications)
        .values(chunk)
        .onConflictDoUpdate({
          target: medications.catalogKey,
          set: {
            displayName: sql`excluded.display_name`,
            brandName: sql`excluded.brand_name`,
            genericName: sql`excluded.generic_name`,
            strength: sql`excluded.strength`,
            form: sql`excluded.form`,
            medicationType: sql`excluded.medication_type`,
            fullDescription: sql`excluded.full_description`,
            highlighted: sql`excluded.highlighted`,
            searchText: sql`excluded.search_text`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: medications.id, catalogKey: medications.catalogKey });
      for (const m of written) idByKey.set(m.catalogKey, m.id);
    }

    const existingPricings = new Map<string, typeof pricings.$inferSelect>();
    const existingIds = [...existing.values()].map((m) => m.id);
    for (const chunk of chunks(existingIds, BATCH)) {
      const found = await tx.select().from(pricings).where(inArray(pricings.medicationId, chunk));
      for (const p of found)
        existingPricings.set(`${p.medicationId}#${pricingKey(p.quantity, p.quantityUnit, p.daySupply)}`, p);
    }

    const pricingWrites: (typeof pricings.$inferInsert)[] = [];
    for (const { key, row } of allRows(groups)) {
      const medicationId = idByKey.get(key) as number;
      const values = {
        medicationId,
        quantity: row.quantity,
        quantityUnit: row.quantity_unit,
        daySupply: row.day_supply,
        cashCents: row.cash_price,
        competitorCents: row.competitor_price,
        savingsCents: row.cash_price - row.member_price,
      };
      const current = existingPricings.get(
        `${medicationId}#${pricingKey(row.quantity, row.quantity_unit, row.day_supply)}`,
      );
      if (!current) report.pricings.created++;
      else if (
        current.cashCents === values.cashCents &&
        current.competitorCents === values.competitorCents &&
        current.savingsCents === values.savingsCents
      ) {
        report.pricings.unchanged++;
        continue;
      } else report.pricings.updated++;
      pricingWrites.push(values);
    }
    for (const chunk of chunks(pricingWrites, BATCH)) {
      await tx
        .insert(pricings)
        .values(chunk)
        .onConflictDoUpdate({
          target: [pricings.medicationId, pricings.quantity, pricings.quantityUnit, pricings.daySupply],
          set: {
            cashCents: sql`excluded.cash_cents`,
            competitorCents: sql`excluded.competitor_cents`,
            savingsCents: sql`excluded.savings_cents`,
            updatedAt: sql`now()`,
          },
        });
    }

    const changed = toWrite.length > 0 || pricingWrites.length > 0;
    if (changed) report.catalogVersion = await bumpCatalogVersion(tx);
    return report;
  });
}

/** Tells every instance that caches the catalogue that it changed. */
export async function bumpCatalogVersion(db: Database): Promise<number> {
  const [state] = await db
    .insert(catalogState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: catalogState.id,
      set: { version: sql`${catalogState.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: catalogState.version });
  noteCatalogChanged();
  return state?.version ?? 1;
}

function* allRows(groups: Map<string, MedicationGroup>): Generator<PricingKeyed> {
  for (const [key, group] of groups) for (const row of group.rows) yield { key, row };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
