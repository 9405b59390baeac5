import type * as CatalogCacheModule from '../modules/medications/search-index/catalog-cache';

/** A switch a test flips to take the medication catalogue out of memory. */
export type CatalogMemory = { off: boolean };

/**
 * The catalogue-cache module with every cache it creates obeying `memory`: while `memory.off`,
 * the cache has no index, so the routes answer from the database. For a test's vi.mock of
 * modules/medications/search-index/catalog-cache (the module is imported inside the factory,
 * which vi.mock hoists above the test's imports).
 */
export function catalogCacheWithMemorySwitch(original: typeof CatalogCacheModule, memory: CatalogMemory) {
  return {
    ...original,
    createCatalogCache: (...args: Parameters<typeof original.createCatalogCache>) => {
      const cache = original.createCatalogCache(...args);
      return {
        ...cache,
        current: async () => (memory.off ? null : cache.current()),
        currentIfReady: async () => (memory.off ? null : cache.currentIfReady()),
      };
    },
  };
}
