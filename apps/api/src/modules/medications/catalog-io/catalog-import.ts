import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { catalogState } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { noteCatalogChanged } from '../search-index/catalog-changes';
import { type ApplyCounts, applyCatalog } from './catalog-apply';
import { readCatalogFile } from './catalog-file';

export { CatalogImportError } from './catalog-file';

export type ImportCounts = ApplyCounts;
export type ImportReport = { medications: ImportCounts; pricings: ImportCounts; catalogVersion: number | null };

/**
 * Upserts medications and their pricings from catalogue CSV text. Every row is checked first;
 * if any is malformed nothing is written. The writes run in one transaction, so a file is
 * applied whole or not at all, and running the same file twice changes nothing. Only what the
 * file lists is touched (a partial file is fine here); publishing from the back office is what
 * replaces the whole catalogue.
 */
export async function importCatalogCsv(db: Database, csvText: string): Promise<ImportReport> {
  const { groups } = readCatalogFile(csvText);
  const report = await withTransaction(db, async (tx) => {
    const applied = await applyCatalog(tx, groups, { replace: false });
    return {
      medications: applied.medications,
      pricings: applied.pricings,
      catalogVersion: applied.changed ? await bumpCatalogVersion(tx) : null,
    };
  });
  // Again after the commit: a request that read the version before it must look once more.
  if (report.catalogVersion !== null) noteCatalogChanged();
  return report;
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
