import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { catalogState } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import {
  findFormTypes,
  findMedicationTypes,
  type MedicationRecord,
  type PricingRecord,
} from '../medications.repository';
import type { MedicationFields, PricingFields } from '../medications.service';
import { yieldToEventLoop } from './event-loop';

/** A medication as the answers use it, plus the text search matches against. */
export type CatalogMedicationRow = MedicationFields & Pick<MedicationRecord, 'searchText'>;
/** A pricing as the answers use it, plus the medication it belongs to. */
export type CatalogPricingRow = PricingFields & Pick<PricingRecord, 'medicationId'>;

/** The whole catalogue as of one instant, already in the orders the answers use. */
export type CatalogSnapshot = {
  version: number;
  /** In list order: display name, strength, form, id (the database's collation decides). */
  medications: CatalogMedicationRow[];
  /** Grouped by medication, each group in answer order: day supply (nulls last), quantity, id. */
  pricings: CatalogPricingRow[];
  /** Medication ids in type-ahead order: display name, strength, id. */
  suggestionOrder: number[];
  medicationTypes: string[];
  formTypes: string[];
};

/** 0 until the first import creates the row. */
export async function readCatalogVersion(db: Database): Promise<number> {
  const [state] = await db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
  return state?.version ?? 0;
}

type MedicationTuple = [
  number,
  string,
  string | null,
  string,
  string,
  string,
  'generic' | 'brand',
  string,
  boolean,
  string,
];
type PricingTuple = [number, number, number, string, number | null, number, number | null, number];

/** Medications per read; with their pricings, one read holds PGlite's thread ~0.1 s at most. */
const CHUNK = 10_000;

/**
 * One JSON array per read instead of thousands of result rows: the drivers' per-row work
 * dominated the load (PGlite 4.1 s → 1.3 s for 50,000 medications). The database still sorts.
 */
async function jsonRows<T>(db: Database, aggregate: SQL): Promise<T[]> {
  await yieldToEventLoop();
  const result = (await db.execute(sql`select coalesce(${aggregate}, '[]')::text as rows`)) as unknown as {
    rows: { rows: string }[];
  };
  return JSON.parse(result.rows[0]?.rows ?? '[]') as T[];
}

function toMedicationRow(m: MedicationTuple): CatalogMedicationRow {
  return {
    id: m[0],
    displayName: m[1],
    brandName: m[2],
    genericName: m[3],
    strength: m[4],
    form: m[5],
    medicationType: m[6],
    fullDescription: m[7],
    highlighted: m[8],
    searchText: m[9],
  };
}

function toPricingRow(p: PricingTuple): CatalogPricingRow {
  return {
    id: p[0],
    medicationId: p[1],
    quantity: p[2],
    quantityUnit: p[3],
    daySupply: p[4],
    cashCents: p[5],
    competitorCents: p[6],
    savingsCents: p[7],
  };
}

/**
 * Reads the medications on sale (not retired) and their pricings in one read-only repeatable-read transaction, so the version labels exactly
 * the rows read with it. The database sorts, so the in-memory order is its collation's order.
 * Rows come in chunks by id so PGlite, which runs on this thread, lets other requests through.
 */
export async function loadCatalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  return withTransaction(
    db,
    async (tx) => {
      const version = await readCatalogVersion(tx);
      const listOrder = await jsonRows<number>(
        tx,
        sql`(select json_agg(id order by display_name, strength, form, id) from medications where retired_at is null)`,
      );
      const suggestionOrder = await jsonRows<number>(
        tx,
        sql`(select json_agg(id order by display_name, strength, id) from medications where retired_at is null)`,
      );
      const byId = new Map<number, CatalogMedicationRow>();
      const pricingRows: CatalogPricingRow[] = [];
      let after: number | null = null;
      for (;;) {
        const from: SQL = after === null ? sql`true` : sql`id > ${after}`;
        const chunk: MedicationTuple[] = await jsonRows<MedicationTuple>(
          tx,
          sql`(select json_agg(json_build_array(id, display_name, brand_name, generic_name, strength, form,
                medication_type, full_description, highlighted, search_text) order by id)
               from (select * from medications where retired_at is null and ${from} order by id limit ${CHUNK}) chunk)`,
        );
        const last: number | undefined = chunk.at(-1)?.[0];
        if (last === undefined) break;
        for (const m of chunk) byId.set(m[0], toMedicationRow(m));
        const prices = await jsonRows<PricingTuple>(
          tx,
          sql`(select json_agg(json_build_array(id, medication_id, quantity, quantity_unit, day_supply, cash_cents,
                competitor_cents, savings_cents) order by medication_id, day_supply asc nulls last, quantity, id)
               from pricings where ${after === null ? sql`true` : sql`medication_id > ${after}`}
               and medication_id <= ${last}
               and medication_id not in (select id from medications where retired_at is not null))`,
        );
        for (const p of prices) pricingRows.push(toPricingRow(p));
        if (chunk.length < CHUNK) break;
        after = last;
      }
      return {
        version,
        medications: listOrder.map((id) => byId.get(id) as CatalogMedicationRow),
        pricings: pricingRows,
        suggestionOrder,
        medicationTypes: await findMedicationTypes(tx),
        formTypes: await findFormTypes(tx),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
