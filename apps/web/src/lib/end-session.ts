import type { QueryClient } from '@tanstack/react-query';
import { clearToken } from './auth-token';

/**
 * The one way a session ends on this device, whatever ends it: signing out, deleting the account,
 * a 401 from the API or an expired token. The token goes at once (before the first await), so
 * every signed-in view follows in the same render; then the member's answers held in memory, and
 * counter mode's saved card, offline worker and its caches. That last part's code is loaded only
 * now, so it is in no page's first download. Never throws: whatever the browser allows is done.
 */
export async function endSession(queryClient?: QueryClient): Promise<void> {
  clearToken();
  queryClient?.clear();
  try {
    const { forgetThisDevice } = await import('./forget-device');
    await forgetThisDevice();
  } catch {
    // Offline or mid-deploy the code may not come; the token is gone either way.
  }
}
