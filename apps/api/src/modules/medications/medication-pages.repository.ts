import { medicationSlug } from '@arx/contracts';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { medications } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { MedicationRecord } from './medications.repository';
import { readCatalogVersion } from './search-index/catalog-snapshot.repository';

/** Combining marks, which medicationSlug drops after NFKD ("è" → "e" + U+0300 → "e"). */
const COMBINING_MARKS = '[\u0300-\u036f]';

/**
 * medicationSlug written in SQL (normalize needs PostgreSQL 13+ on a UTF8 database; PGlite is
 * both). Lower-casing after the replacement gives the same result as before it: once the marks
 * are gone, only ASCII letters survive the replacement, and lower() maps them as JS does.
 */
const displayNameSlug: SQL = sql`trim(both '-' from lower(regexp_replace(
  regexp_replace(normalize(${medications.displayName}, NFKD), ${COMBINING_MARKS}, '', 'g'), '[^a-zA-Z0-9]+', '-', 'g')))`;

/**
 * The medications on sale whose display name has this slug. A full scan (the slug is computed,
 * not stored), which is why only the fallback for a catalogue not yet in memory asks it. The
 * rows are checked again with medicationSlug, so the contract's function stays the one rule.
 */
export async function findMedicationsBySlug(db: Database, slug: string): Promise<MedicationRecord[]> {
  const rows = await db
    .select()
    .from(medications)
    .where(and(isNull(medications.retiredAt), sql`${displayNameSlug} = ${slug}`));
  return rows.filter((row) => medicationSlug(row.displayName) === slug);
}

/**
 * The display name of every medication on sale (a name shared by several strengths comes once
 * per medication) and the catalogue version they are of: read in one repeatable-read
 * transaction, so the version labels exactly these names. One JSON array, not a row per name,
 * and no `distinct` (a collated sort): the drivers' per-row work and the sort were most of the
 * time on PGlite.
 */
export async function findDisplayNames(db: Database): Promise<{ version: number; names: string[] }> {
  return withTransaction(
    db,
    async (tx) => {
      const version = await readCatalogVersion(tx);
      const result = (await tx.execute(
        sql`select coalesce(json_agg(${medications.displayName}), '[]')::text as names
            from ${medications} where ${isNull(medications.retiredAt)}`,
      )) as unknown as { rows: { names: string }[] };
      return { version, names: JSON.parse(result.rows[0]?.names ?? '[]') as string[] };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
