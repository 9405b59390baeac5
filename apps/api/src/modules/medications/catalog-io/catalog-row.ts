import { DOSAGE_FORMS, PACK_UNITS } from '@arx/contracts/dosage-forms';
import { z } from 'zod';
import type { CsvRecord } from './csv';

/** The catalogue file's columns, in order. The seed file and imports share this format. */
export const CATALOG_COLUMNS = [
  'display_name',
  'brand_name',
  'generic_name',
  'strength',
  'form',
  'medication_type',
  'full_description',
  'highlighted',
  'quantity',
  'quantity_unit',
  'day_supply',
  'cash_price',
  'competitor_price',
  'member_price',
] as const;

const money = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: `${name} must be an amount in dollars such as 12.50` })
    .transform((v) => Math.round(Number(v) * 100));

const text = (name: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} must be at most ${max} characters` });

const CatalogRowSchema = z
  .object({
    display_name: text('display_name', 120),
    brand_name: z
      .string()
      .trim()
      .max(120, { error: 'brand_name must be at most 120 characters' })
      .transform((v) => (v === '' ? null : v)),
    generic_name: text('generic_name', 200),
    strength: text('strength', 80),
    // From fixed lists, so every page can say them in each language.
    form: z
      .string()
      .trim()
      .pipe(z.enum(DOSAGE_FORMS, { error: `form must be one of: ${DOSAGE_FORMS.join(', ')}` })),
    medication_type: z.enum(['generic', 'brand'], { error: 'medication_type must be generic or brand' }),
    full_description: z.string().trim().max(1000, { error: 'full_description must be at most 1000 characters' }),
    highlighted: z
      .enum(['true', 'false', ''], { error: 'highlighted must be true or false' })
      .transform((v) => v === 'true'),
    quantity: z
      .string()
      .trim()
      .regex(/^\d{1,5}(\.\d{1,3})?$/, { error: 'quantity must be a positive number' })
      .transform(Number)
      .refine((v) => v > 0, { error: 'quantity must be a positive number' }),
    quantity_unit: z
      .string()
      .trim()
      .pipe(z.enum(PACK_UNITS, { error: `quantity_unit must be one of: ${PACK_UNITS.join(', ')}` })),
    day_supply: z
      .enum(['30', '90', ''], { error: 'day_supply must be 30, 90 or empty' })
      .transform((v) => (v === '' ? null : Number(v))),
    cash_price: money('cash_price'),
    competitor_price: z.union([z.literal('').transform(() => null), money('competitor_price')]),
    member_price: money('member_price'),
  })
  // Zod runs object checks even when a field failed; compare only two valid amounts.
  .refine(
    (row) =>
      typeof row.member_price !== 'number' || typeof row.cash_price !== 'number' || row.member_price <= row.cash_price,
    {
      error: 'member_price must not be more than cash_price',
    },
  );

export type CatalogRow = z.output<typeof CatalogRowSchema> & { line: number };

export function catalogKey(row: { display_name: string; strength: string; form: string }): string {
  return [row.display_name, row.strength, row.form].map((part) => part.trim().toLowerCase()).join('|');
}

/** Every searchable field, lower-cased, one per line (docs/product.md §5). */
export function searchText(row: {
  display_name: string;
  brand_name: string | null;
  generic_name: string;
  strength: string;
  form: string;
  full_description: string;
}): string {
  return [row.display_name, row.brand_name ?? '', row.generic_name, row.strength, row.form, row.full_description]
    .join('\n')
    .toLowerCase();
}

export type RowProblem = { line: number; message: string };

/** Checks every record; returns the rows, or every problem with its line number. */
export function parseCatalogRecords(records: CsvRecord[]): { rows: CatalogRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const rows: CatalogRow[] = [];
  const [header, ...body] = records;
  if (!header) return { rows, problems: [{ line: 1, message: 'the file is empty' }] };
  const headerText = header.fields.map((f) => f.trim().toLowerCase()).join(',');
  if (headerText !== CATALOG_COLUMNS.join(',')) {
    return { rows, problems: [{ line: header.line, message: `the header must be: ${CATALOG_COLUMNS.join(',')}` }] };
  }
  for (const record of body) {
    if (record.fields.length !== CATALOG_COLUMNS.length) {
      problems.push({
        line: record.line,
        message: `expected ${CATALOG_COLUMNS.length} columns, found ${record.fields.length}`,
      });
      continue;
    }
    const raw = Object.fromEntries(CATALOG_COLUMNS.map((column, i) => [column, record.fields[i] ?? '']));
    const parsed = CatalogRowSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push({ line: record.line, message: parsed.error.issues.map((i) => i.message).join('; ') });
    } else {
      rows.push({ ...parsed.data, line: record.line });
    }
  }
  return { rows, problems };
}
