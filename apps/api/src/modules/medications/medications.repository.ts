import { and, asc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookmarks, medications, pricings } from '../../db/schema';

export type MedicationRecord = typeof medications.$inferSelect;
export type PricingRecord = typeof pricings.$inferSelect;

export type MedicationFilter = {
  highlighted?: boolean;
  hasPrices?: boolean;
  /** Lower-cased words; every word must appear in some searchable field. */
  words: string[];
  daySupply?: number;
  limit: number;
  offset: number;
};

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Pricings kept for a chosen day supply: that supply, no supply, or any supply other than
 * the two offered options (docs/product.md §5).
 */
function daySupplyCondition(daySupply: number | undefined): SQL | undefined {
  if (daySupply === undefined) return undefined;
  return or(eq(pricings.daySupply, daySupply), isNull(pricings.daySupply), notInArray(pricings.daySupply, [30, 90]));
}

/** On sale: listed by the latest catalogue. A retired one is kept only for the bookmarks that name it. */
const onSale = isNull(medications.retiredAt);

export async function findMedications(
  db: Database,
  filter: MedicationFilter,
): Promise<{ rows: MedicationRecord[]; total: number }> {
  const conditions: SQL[] = [onSale];
  if (filter.highlighted !== undefined) conditions.push(eq(medications.highlighted, filter.highlighted));
  for (const word of filter.words) conditions.push(sql`${medications.searchText} like ${likePattern(word)}`);
  if (filter.hasPrices) {
    const supply = daySupplyCondition(filter.daySupply);
    conditions.push(
      sql`exists (select 1 from ${pricings} where ${pricings.medicationId} = ${medications.id}${supply ? sql` and ${supply}` : sql``})`,
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({ medication: medications, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(medications)
    .where(where)
    .orderBy(asc(medications.displayName), asc(medications.strength), asc(medications.form), asc(medications.id))
    .limit(filter.limit)
    .offset(filter.offset);
  if (rows.length === 0 && filter.offset > 0) {
    // Past the end the window function has no row to report the total on.
    const [count] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(medications)
      .where(where);
    return { rows: [], total: count?.total ?? 0 };
  }
  return { rows: rows.map((r) => r.medication), total: rows[0]?.total ?? 0 };
}

/** A medication on sale; a retired one is not found. */
export async function findMedicationById(db: Database, id: number): Promise<MedicationRecord | null> {
  const [row] = await db
    .select()
    .from(medications)
    .where(and(eq(medications.id, id), onSale));
  return row ?? null;
}

/** All pricings of the given medications in one query (no N+1), cheapest pack first. */
export async function findPricings(
  db: Database,
  medicationIds: number[],
  daySupply?: number,
): Promise<Map<number, PricingRecord[]>> {
  const byMedication = new Map<number, PricingRecord[]>();
  if (medicationIds.length === 0) return byMedication;
  const supply = daySupplyCondition(daySupply);
  const rows = await db
    .select()
    .from(pricings)
    .where(and(inArray(pricings.medicationId, medicationIds), supply))
    .orderBy(
      asc(pricings.medicationId),
      sql`${pricings.daySupply} asc nulls last`,
      asc(pricings.quantity),
      asc(pricings.id),
    );
  for (const row of rows) {
    const list = byMedication.get(row.medicationId);
    if (list) list.push(row);
    else byMedication.set(row.medicationId, [row]);
  }
  return byMedication;
}

export async function findSuggestions(db: Database, words: string[], limit: number): Promise<MedicationRecord[]> {
  return db
    .select()
    .from(medications)
    .where(and(onSale, ...words.map((word) => sql`${medications.searchText} like ${likePattern(word)}`)))
    .orderBy(asc(medications.displayName), asc(medications.strength), asc(medications.id))
    .limit(limit);
}

export async function findMedicationTypes(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: medications.medicationType })
    .from(medications)
    .where(onSale)
    .orderBy(asc(medications.medicationType));
  return rows.map((r) => r.type);
}

export async function findFormTypes(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ form: medications.form })
    .from(medications)
    .where(onSale)
    .orderBy(asc(medications.form));
  return rows.map((r) => r.form);
}

/** Which of these medications the member has bookmarked, in one query for the whole page. */
export async function findBookmarkedIds(db: Database, userId: number, medicationIds: number[]): Promise<Set<number>> {
  if (medicationIds.length === 0) return new Set();
  const rows = await db
    .select({ medicationId: bookmarks.medicationId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.medicationId, medicationIds)));
  return new Set(rows.map((r) => r.medicationId));
}
