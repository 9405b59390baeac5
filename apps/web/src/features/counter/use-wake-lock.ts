import { useEffect } from 'react';

/**
 * Keeps the screen on while the counter view is shown, so the card does not go dark while the
 * pharmacist types. The browser drops the lock whenever the page is hidden; it is asked for again
 * when the page is back. Browsers without the Wake Lock API, or refusing it, simply let the
 * screen sleep as usual.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (active) sentinel = lock;
        else await lock.release();
      } catch {
        // Refused (low battery, a permissions policy): the screen sleeps as usual.
      }
    };
    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => {});
    };
  }, []);
}
