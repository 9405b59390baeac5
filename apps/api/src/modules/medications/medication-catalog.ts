import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../errors/error-handler';
import { answerGeneration } from '../../lib/answer-generation';
import { type CatalogCache, createCatalogCache } from './search-index/catalog-cache';

const START_DELAY_MS = 500;

/** The in-memory catalogue other parts of the app answer from (see search-index/catalog-cache.ts). */
export type MedicationCatalog = CatalogCache;

/**
 * The app's one in-memory catalogue, shared by the medication routes and the sitemap. It loads
 * in the background shortly after listening and stops when the app closes.
 */
export function createMedicationCatalog(app: FastifyInstance, db: Database): MedicationCatalog {
  const catalog = createCatalogCache(db, {
    // An unreachable database is an outage (readiness reports it), not a bug: the catalogue in
    // memory keeps answering and the next check retries.
    onError: (error, what) =>
      isDatabaseUnavailable(error)
        ? app.log.warn(`failed ${what}: the database is unreachable`)
        : app.log.error({ err: error }, `failed ${what}`),
    onLoaded: (index, ms) => {
      // Answers from the catalogue may differ now: server-rendered pages check theirs again.
      answerGeneration.bump();
      app.log.info(
        { version: index.version, medications: index.size, pricings: index.pricingCount, ms: Math.round(ms) },
        'medication catalogue in memory',
      );
    },
  });
  // In the background, shortly after listening: the first health checks answer before the
  // load's PGlite reads (up to ~0.4 s each on this thread) begin. A catalogue request that
  // comes first starts the load itself and waits a few seconds for it, then asks the database.
  app.addHook('onListen', async () => {
    setTimeout(() => catalog.start(), START_DELAY_MS).unref();
  });
  app.addHook('onClose', async () => catalog.close());
  return catalog;
}
