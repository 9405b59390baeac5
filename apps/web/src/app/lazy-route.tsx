import { type ComponentType, lazy } from 'react';

const RELOAD_FLAG = 'arx.chunk_reload_at';

/**
 * A lazily loaded page. When its module cannot be fetched (typically: a deploy replaced the
 * hashed files this tab knew about) the page reloads once to pick up the new build (spec §8).
 * The flag stops a reload loop when the failure is something else.
 */
export function lazyPage<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      const module = await load();
      window.sessionStorage.removeItem(RELOAD_FLAG);
      return module;
    } catch (error) {
      const last = Number(window.sessionStorage.getItem(RELOAD_FLAG) ?? 0);
      if (Date.now() - last > 10_000) {
        window.sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
        window.location.reload();
        return { default: (() => null) as unknown as T };
      }
      throw error;
    }
  });
}
