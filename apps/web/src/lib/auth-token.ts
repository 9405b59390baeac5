import type { AppTokenClaims } from '@arx/contracts';

/**
 * The app token lives in local storage (docs/product.md §7). Its claims are read without verifying the
 * signature: the server verifies every request; the browser only needs to know who it is
 * and when the token expires.
 */
const STORAGE_KEY = 'arx.auth_token';
/** Fired on this tab's own writes; other tabs hear the browser's `storage` event instead. */
const CHANGE_EVENT = 'arx:auth-token-change';

export type TokenClaims = AppTokenClaims;

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(STORAGE_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Also called by the API client on a 401, so the signed-in state everywhere follows. */
export function clearToken(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {}
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `listener` whenever the token is stored or cleared, in this tab or another. */
export function onTokenChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    // The payload is UTF-8 JSON: a name like "José" must survive the base64 round trip.
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    if (typeof claims.exp !== 'number' || typeof claims.user_id !== 'number') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

/** A token is expired if exp is earlier than now (docs/product.md §5). */
export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp * 1000 < now;
}
