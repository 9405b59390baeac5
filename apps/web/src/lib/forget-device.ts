/**
 * Counter mode's part in ending a session (lib/end-session.ts). Only that loads it, on demand, and
 * it imports nothing: a module shared with the counter page would make the bundler split its
 * runtime out of every page's first download, so the names are written out here.
 */
/** features/counter/saved-card.ts writes the card under this key. */
const SAVED_CARD_KEY = 'arx.counter_card';
/** The service worker's caches (features/counter/service-worker.ts names them the same). */
const SHELL_CACHE_PREFIX = 'arx-shell-';

/**
 * The saved card goes, the service worker is unregistered and its caches deleted, so the next
 * person on this device finds no trace of the member. Never throws: ending a session must finish
 * whatever the browser allows.
 */
export async function forgetThisDevice(): Promise<void> {
  try {
    window.localStorage.removeItem(SAVED_CARD_KEY);
  } catch {}
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {}
  try {
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {}
}
