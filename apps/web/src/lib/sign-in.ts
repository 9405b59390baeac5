import { API_BASE } from './api-client';

/**
 * Starts the hosted sign-in: the browser goes to the API, which sends it on to the identity
 * provider. `returnTo` must be a path on this site; it comes back after sign-in.
 */
export function signInUrl(returnTo: string, options: { signup?: boolean } = {}): string {
  const params = new URLSearchParams({ state: JSON.stringify({ return_to: safeReturnPath(returnTo) }) });
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
