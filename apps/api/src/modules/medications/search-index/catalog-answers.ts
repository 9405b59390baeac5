import type { MedicationListQuery, MedicationSearchQuery } from '@arx/contracts';
import type { Database } from '../../../db/client';
import { findBookmarkedIds } from '../medications.repository';
import { searchWords } from '../medications.service';
import type { CatalogIndex } from './catalog-index';
import { listJson, matchPositions, medicationJson, suggestionsJson } from './catalog-search';

/**
 * The medication answers made from the in-memory index, as JSON text equal to what the database
 * path (medications.service.ts) gives once serialised. Null means "ask the database".
 */

/** Identifies a list answer: queries that differ only in spacing or case share it. */
export function listAnswerKey(query: MedicationListQuery): string {
  return JSON.stringify([
    query.highlighted ?? null,
    query.has_prices ?? null,
    query.day_supply ?? null,
    query.limit,
    query.offset,
    searchWords(query.search),
  ]);
}

const NONE: ReadonlySet<number> = new Set();

/** The caller's bookmarks among these medications, in one query; a visitor has none. */
async function bookmarkedOn(db: Database, userId: number | null, ids: () => number[]): Promise<ReadonlySet<number>> {
  if (userId === null) return NONE;
  const wanted = ids();
  return wanted.length === 0 ? NONE : findBookmarkedIds(db, userId, wanted);
}

export async function listFromIndex(
  index: CatalogIndex,
  db: Database,
  query: MedicationListQuery,
  userId: number | null,
): Promise<Buffer | null> {
  const positions = matchPositions(index, {
    words: searchWords(query.search),
    highlighted: query.highlighted,
    hasPrices: query.has_prices,
    daySupply: query.day_supply,
  });
  if (!positions) return null;
  const page = positions.subarray(query.offset, query.offset + query.limit);
  // One query for the whole page, whatever its size (no N+1).
  const bookmarked = await bookmarkedOn(db, userId, () => Array.from(page, (p) => index.ids[p] as number));
  return listJson(index, page, positions.length, query.day_supply, bookmarked);
}

/** Null when the id is not in this index (new since, or unknown: the database decides). */
export async function medicationFromIndex(
  index: CatalogIndex,
  db: Database,
  id: number,
  userId: number | null,
): Promise<Buffer | null> {
  if (!index.positionById.has(id)) return null;
  const bookmarked = await bookmarkedOn(db, userId, () => [id]);
  return medicationJson(index, id, bookmarked.has(id));
}

export function suggestionsFromIndex(index: CatalogIndex, query: MedicationSearchQuery): Buffer {
  return suggestionsJson(index, searchWords(query.q), query.limit);
}
