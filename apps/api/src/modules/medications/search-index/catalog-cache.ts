import type { Database } from '../../../db/client';
import { catalogChangeCount } from './catalog-changes';
import { buildCatalogIndex, type CatalogIndex } from './catalog-index';
import { loadCatalogSnapshot, readCatalogVersion } from './catalog-snapshot.repository';

export type CatalogCacheOptions = {
  /** How often catalog_state.version is read to notice imports by other processes. */
  checkIntervalMs?: number;
  /**
   * How long a request waits for the index of a version it must see (the first load, or a
   * change made by this process) before it answers from the old index or the database.
   */
  waitForIndexMs?: number;
  onError?: (error: unknown, what: string) => void;
  onLoaded?: (index: CatalogIndex, ms: number) => void;
};

export type CatalogCache = {
  /** Starts loading the index in the background. */
  start(): void;
  /** The index to answer from; null when none is ready yet (answer from the database). */
  current(): Promise<CatalogIndex | null>;
  /**
   * Like current(), but never waits for a load: null at once when no index is built yet (start()
   * loads it), or when this process changed the catalogue since (the new load goes on in the
   * background). For answers that one query gives sooner than a load of the whole catalogue.
   */
  currentIfReady(): Promise<CatalogIndex | null>;
  close(): Promise<void>;
};

type VersionCheck = { version: number; doneAt: number };

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Keeps an in-memory index of the catalogue in step with catalog_state.version, which every
 * import bumps in its transaction. Requests never query the database for it: the version is
 * read at most once per checkIntervalMs in the background (a query per request cost PGlite more
 * than the whole answer), and a change made by this process is awaited by the next request.
 * A new version's index is built beside the old one and swapped whole.
 */
export function createCatalogCache(db: Database, options: CatalogCacheOptions = {}): CatalogCache {
  const checkIntervalMs = options.checkIntervalMs ?? 1000;
  const waitForIndexMs = options.waitForIndexMs ?? 5000;
  const onError = options.onError ?? (() => {});
  let index: CatalogIndex | null = null;
  let indexStartedAt = Number.NEGATIVE_INFINITY;
  /** This process's change count that the current index is known to include. */
  let seenChanges = -1;
  let building: Promise<void> | null = null;
  let checking = false;
  let lastCheckAt = Number.NEGATIVE_INFINITY;
  let closed = false;

  function build(): Promise<void> {
    if (closed) return Promise.reject(new Error('The medication catalogue is closed'));
    if (!building) {
      const startedAt = performance.now();
      building = loadCatalogSnapshot(db)
        .then(buildCatalogIndex)
        .then((next) => {
          index = next;
          indexStartedAt = startedAt;
          options.onLoaded?.(next, performance.now() - startedAt);
        })
        .finally(() => {
          building = null;
        });
    }
    return building;
  }

  /** An index at least as new as what the check saw: its version, or one read after it. */
  async function indexAsNewAs(check: VersionCheck): Promise<CatalogIndex> {
    for (;;) {
      if (index && (index.version === check.version || indexStartedAt >= check.doneAt)) return index;
      await build();
    }
  }

  async function checkNow(): Promise<VersionCheck> {
    lastCheckAt = performance.now();
    const version = await readCatalogVersion(db);
    return { version, doneAt: performance.now() };
  }

  function checkInBackground(): void {
    if (checking || closed) return;
    checking = true;
    checkNow()
      .then((check) => (index && index.version !== check.version ? indexAsNewAs(check) : undefined))
      .catch((error) => onError(error, 'refreshing the medication catalogue'))
      .finally(() => {
        checking = false;
      });
  }

  /**
   * The index once it is known to be as new as the database's version (waiting up to waitMs for
   * that version's load); after the wait, the older index when stale is acceptable, else null.
   */
  async function currentWithin(waitMs: number, isStaleOk: boolean): Promise<CatalogIndex | null> {
    const changes = catalogChangeCount();
    if (index && changes === seenChanges) {
      if (performance.now() - lastCheckAt >= checkIntervalMs) checkInBackground();
      return index;
    }
    // The first load, or this process changed the catalogue: wait for that version's index.
    let check: VersionCheck;
    try {
      check = await checkNow();
    } catch (error) {
      // The database is unreachable: the catalogue in memory is still the best answer.
      if (index) return index;
      throw error;
    }
    const fresh = indexAsNewAs(check).then((ready) => {
      seenChanges = Math.max(seenChanges, changes);
      return ready;
    });
    fresh.catch((error) => onError(error, 'loading the medication catalogue'));
    const ready = await within(fresh, waitMs).catch(() => null);
    return ready ?? (isStaleOk ? index : null);
  }

  return {
    start() {
      if (!index) build().catch((error) => onError(error, 'loading the medication catalogue'));
    },

    current: () => currentWithin(waitForIndexMs, true),
    // Nothing loaded yet: the load is neither waited for nor started here, so the caller's query
    // goes first (PGlite runs one transaction at a time, and the load is one long transaction).
    currentIfReady: async () => (index ? currentWithin(0, false) : null),

    async close() {
      closed = true;
      await building?.catch(() => {});
    },
  };
}
