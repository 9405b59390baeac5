import type { MedicationPageResponse } from '@arx/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { MedicationCatalog } from './medication-catalog';
import { getMedicationPage, isPageSlug, listMedicationPageSlugsFromDatabase } from './medication-pages.service';
import { catalogChangeCount } from './search-index/catalog-changes';
import { pageJson } from './search-index/catalog-pages';

/**
 * The medication pages for other parts of the app (the sitemap, server rendering): from the
 * catalogue in memory when it is loaded, else from the database, like the routes.
 */

export type MedicationPageSlugs = {
  /** The catalogue version the list is of: what to cache anything made from it by. */
  version: number;
  /** Every page's slug, sorted, each once. */
  slugs: readonly string[];
};

/**
 * How long a list read from the database is reused while the catalogue is not in memory. On
 * PGlite the first load is one transaction of seconds that holds every other query, so asking
 * again during it would wait for all of it; other instances' imports show after this at most,
 * as they show in the catalogue in memory after its periodic check.
 */
const DATABASE_LIST_REUSE_MS = 5000;

type DatabaseList = { list: MedicationPageSlugs; readAt: number; changes: number };
const lastDatabaseList = new WeakMap<MedicationCatalog, DatabaseList>();

/**
 * Never waits for the catalogue to load: one query for the names (~0.1 s for 50,000 medications)
 * beats a load of the whole catalogue (seconds), so a crawler's first request after a start or
 * an import is answered at once.
 */
export async function listMedicationPageSlugs(catalog: MedicationCatalog, db: Database): Promise<MedicationPageSlugs> {
  const index = await catalog.currentIfReady();
  if (index) return { version: index.version, slugs: index.pages.slugs };
  const changes = catalogChangeCount();
  const last = lastDatabaseList.get(catalog);
  if (last && last.changes === changes && performance.now() - last.readAt < DATABASE_LIST_REUSE_MS) return last.list;
  const readAt = performance.now();
  const list = await listMedicationPageSlugsFromDatabase(db);
  lastDatabaseList.set(catalog, { list, readAt, changes });
  return list;
}

/** The page at this slug, as GET /medications/pages/:slug answers it; null where it answers 404. */
export async function readMedicationPage(
  catalog: MedicationCatalog,
  db: Database,
  slug: string,
): Promise<MedicationPageResponse | null> {
  if (!isPageSlug(slug)) return null;
  const index = await catalog.current();
  if (index) {
    const json = pageJson(index, slug);
    return json ? (JSON.parse(json.toString()) as MedicationPageResponse) : null;
  }
  try {
    return await getMedicationPage(db, slug);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}
