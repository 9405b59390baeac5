import { vi } from 'vitest';

/** saved-card.ts's key, and the prefix of the service worker's caches (service-worker.ts). */
export const SAVED_CARD_KEY = 'arx.counter_card';
export const SHELL_CACHE = 'arx-shell-abc123';

/**
 * jsdom has neither service workers nor CacheStorage: this gives the device a registered worker
 * and caches (the app's and another site's), and records what is unregistered and deleted.
 * Call restore() after the test.
 */
export function stubDevice() {
  const unregister = vi.fn().mockResolvedValue(true);
  const deleted: string[] = [];
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: vi.fn().mockResolvedValue([{ unregister }]) },
  });
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: {
      keys: vi.fn().mockResolvedValue([SHELL_CACHE, 'someone-elses']),
      delete: vi.fn(async (name: string) => deleted.push(name) > 0),
    },
  });
  window.localStorage.setItem(SAVED_CARD_KEY, '{"user_id":1}');
  return {
    unregister,
    deleted,
    savedCard: () => window.localStorage.getItem(SAVED_CARD_KEY),
    restore() {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(globalThis, 'caches');
    },
  };
}
