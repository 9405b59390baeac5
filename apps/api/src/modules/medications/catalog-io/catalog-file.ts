import type { medications } from '../../../db/schema';
import { type CatalogRow, catalogKey, parseCatalogRecords, type RowProblem, searchText } from './catalog-row';
import { CsvSyntaxError, parseCsv } from './csv';

export class CatalogImportError extends Error {
  constructor(readonly problems: RowProblem[]) {
    super(`The catalogue file has ${problems.length} problem(s); nothing was imported`);
    this.name = 'CatalogImportError';
  }
}

export type MedicationValues = typeof medications.$inferInsert;
/** One medication of the file: its columns, and every row (pack) that prices it. */
export type MedicationGroup = { values: MedicationValues; rows: CatalogRow[] };
/** A checked catalogue file, by catalogue key. */
export type CatalogFile = { groups: Map<string, MedicationGroup>; rowCount: number };

/** The medication columns a file sets, and their names in the file. */
export const MEDICATION_FIELDS = {
  displayName: 'display_name',
  brandName: 'brand_name',
  genericName: 'generic_name',
  strength: 'strength',
  form: 'form',
  medicationType: 'medication_type',
  fullDescription: 'full_description',
  highlighted: 'highlighted',
} as const;
type MedicationField = keyof typeof MEDICATION_FIELDS;
const FIELDS = Object.keys(MEDICATION_FIELDS) as MedicationField[];

/** The fields (as the file names them) whose values differ. */
export function differentFields(a: Partial<MedicationValues>, b: Partial<MedicationValues>): string[] {
  return FIELDS.filter((field) => (a[field] ?? null) !== (b[field] ?? null)).map((field) => MEDICATION_FIELDS[field]);
}

export function sameMedication(a: Partial<MedicationValues>, b: Partial<MedicationValues>): boolean {
  return differentFields(a, b).length === 0;
}

/** A pack within its medication: quantity, unit and day supply. */
export function pricingKey(quantity: number, unit: string, daySupply: number | null): string {
  return `${quantity}|${unit}|${daySupply ?? ''}`;
}

/**
 * Checks a whole catalogue file; throws CatalogImportError with every problem, by line, when
 * any row is malformed, when one medication's rows disagree or when a pack is priced twice.
 */
export function readCatalogFile(csvText: string): CatalogFile {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(csvText);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new CatalogImportError([{ line: error.line, message: error.message }]);
    throw error;
  }
  const { rows, problems } = parseCatalogRecords(records);
  const groups = groupRows(rows, problems);
  if (problems.length > 0) throw new CatalogImportError(problems.sort((a, b) => a.line - b.line));
  return { groups, rowCount: rows.length };
}

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
      retiredAt: null,
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
