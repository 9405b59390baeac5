import { answerGeneration } from './answer-generation';

/**
 * Holds one value for `ttlMs`. The first request after that waits for a single reload shared
 * by every request arriving meanwhile, so an answer is never older than ttlMs and the database
 * sees at most one load per ttlMs, however many requests come.
 */
export function createTtlCache<T>(load: () => Promise<T>, ttlMs: number): { get(): Promise<T> } {
  let value: { data: T; loadedAt: number } | null = null;
  let loading: Promise<T> | null = null;
  return {
    get() {
      if (value && performance.now() - value.loadedAt < ttlMs) return Promise.resolve(value.data);
      if (!loading) {
        const startedAt = performance.now();
        loading = load()
          .then((data) => {
            value = { data, loadedAt: startedAt };
            answerGeneration.bump();
            return data;
          })
          .finally(() => {
            loading = null;
          });
      }
      return loading;
    },
  };
}
