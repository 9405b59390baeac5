import { localizePath } from '@arx/contracts/locales';
import { API_BASE } from './api-client';
import { getPageLocale } from './i18n/catalogs';

/**
 * Starts the hosted sign-in: the browser goes to the API, which sends it on to the identity
 * provider. `returnTo` must be a path of the app; it comes back after sign-in, in the page's
 * language (/es/dashboard from a Spanish page).
 */
export function signInUrl(returnTo: string, options: { signup?: boolean } = {}): string {
  const target = localizePath(safeReturnPath(returnTo), getPageLocale());
  const params = new URLSearchParams({ state: JSON.stringify({ return_to: target }) });
  if (options.signup) params.set('signup', 'true');
  return `${API_BASE}/auth/workos/redirect?${params.toString()}`;
}

export function startSignIn(returnTo: string, options: { signup?: boolean } = {}): void {
  window.location.assign(signInUrl(returnTo, options));
}

/** Only same-site relative paths: "/x", never "//x", "/\\x" or a scheme. */
export function safeReturnPath(path: string, fallback = '/dashboard'): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
