/** vite.config.ts builds the worker at this address. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker that keeps counter mode's app shell for offline use. Loaded only from the
 * member area, so a visitor's browser never fetches this code nor gets a worker. Only the
 * production build has a worker: in development, and with the mock API's own worker, there is none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    // Offline use is a bonus: the app works the same without it.
    console.warn('Counter mode will not work offline', error);
  });
}
