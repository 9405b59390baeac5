import { API_BASE } from './api-client';
import { getPageLocale } from './i18n/catalogs';
import { localizedSafePath } from './safe-path';

/** Where sign-in returns to when the path asked for is not one of this site's (the API's default too). */
export const DEFAULT_RETURN_PATH = '/dashboard';

/**
 * Starts the hosted sign-in: the browser goes to the API, which sends it on to the identity
 * provider. `returnTo` must be a path of the app; it comes back after sign-in, in the page's
 * language (/es/dashboard from a Spanish page); anything else returns to the dashboard.
 */
export function signInUrl(returnTo: string, options: { signup?: boolean } = {}): string {
  const target = localizedSafePath(returnTo, getPageLocale(), DEFAULT_RETURN_PATH);
  const params = new URLSearchParams({ state: JSON.stringify({ return_to: target }) });
  if (options.signup) params.set('signup', 'true');
  return `${API_BASE}/auth/workos/redirect?${params.toString()}`;
}

export function startSignIn(returnTo: string, options: { signup?: boolean } = {}): void {
  window.location.assign(signInUrl(returnTo, options));
}
