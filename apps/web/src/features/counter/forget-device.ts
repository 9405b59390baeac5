/**
 * Sign-out's part in counter mode. Only sign-out imports it, and it imports nothing: a module
 * shared with the counter page would make the bundler split its runtime out of every page's first
 * download, so the names are written out here.
 */
/** saved-card.ts writes the card under this key. */
const SAVED_CARD_KEY = 'arx.counter_card';
/** The service worker's caches (service-worker.ts names them the same). */
const SHELL_CACHE_PREFIX = 'arx-shell-';

/**
 * The saved card goes, the service worker is unregistered and its caches deleted, so the next
 * person on this device finds no trace of the member. Never throws: signing out must finish
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
