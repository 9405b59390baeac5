/**
 * The app token lives in local storage (spec §7). Its claims are read without verifying the
 * signature: the server verifies every request; the browser only needs to know who it is
 * and when the token expires.
 */
const STORAGE_KEY = 'arx.auth_token';

export type TokenClaims = { user_id: number; email: string; workos_id: string; exp: number; name?: string };

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {}
}

export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    if (typeof claims.exp !== 'number' || typeof claims.user_id !== 'number') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

/** A token is expired if exp is earlier than now (spec §5). */
export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp * 1000 < now;
}
