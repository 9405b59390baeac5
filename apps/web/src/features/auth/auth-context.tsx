import type { LogoutResponse, User, UserResponse } from '@arx/contracts';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import {
  clearToken,
  decodeClaims,
  isExpired,
  onTokenChange,
  readToken,
  storeToken,
  type TokenClaims,
} from '../../lib/auth-token';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';
export type AuthUser = Pick<User, 'id' | 'email' | 'name'>;

type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  isSigningOut: boolean;
  signOut(): Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** Expiry is re-checked every 60 seconds (spec §9). */
export const EXPIRY_CHECK_MS = 60_000;
/** The query parameter the API appends to the return path after sign-in. */
export const TOKEN_PARAM = 'token';

type Session = { token: string; claims: TokenClaims };

/** The stored token, if it is still good; a missing, unreadable or expired one is cleared. */
function readSession(): Session | null {
  const token = readToken();
  if (!token) return null;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims)) {
    clearToken();
    return null;
  }
  return { token, claims };
}

/**
 * After sign-in the API sends the browser back with ?token=…: keep it and take it out of the
 * address bar at once, so it is never bookmarked, shared or sent on as a referrer.
 */
function takeTokenFromUrl(): boolean {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(TOKEN_PARAM);
  if (!token) return false;
  url.searchParams.delete(TOKEN_PARAM);
  // The router keeps its own bookkeeping in history.state: leave it as it is.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  storeToken(token);
  return true;
}

/**
 * Who is looking: a stored, unexpired app token means a signed-in member (the user is read
 * from its claims); anything else is a visitor. The router side of arriving with a token
 * (dropping it from the route, / and /login to /dashboard) is TokenParamCleanup.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [profile, setProfile] = useState<AuthUser | null>(null);
  const [isSigningOut, setSigningOut] = useState(false);

  // A layout effect: the first check lands before the first paint, so nothing flashes "Loading".
  useLayoutEffect(() => {
    const check = () => {
      const next = readSession();
      setSession((previous) => (previous?.token === next?.token ? previous : next));
      setStatus(next ? 'authenticated' : 'anonymous');
    };
    const fromUrl = takeTokenFromUrl();
    check();
    // The claims are provisional: the real name and e-mail come from the API, in the background.
    if (fromUrl && readToken()) {
      apiRequest<UserResponse>('/current_user')
        .then(({ user }) => setProfile({ id: user.id, email: user.email, name: user.name }))
        .catch(() => {});
    }
    const stopListening = onTokenChange(check);
    const timer = window.setInterval(check, EXPIRY_CHECK_MS);
    return () => {
      stopListening();
      window.clearInterval(timer);
    };
  }, []);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    let logoutUrl: string | null = null;
    try {
      // Called before the token is cleared: the request must carry it for the server to revoke it.
      const result = await apiRequest<LogoutResponse>('/auth/logout', { method: 'DELETE' });
      logoutUrl = result?.logout_url ?? null;
    } catch {
      // Signing out locally still happens; the token is gone either way.
    }
    clearToken();
    setProfile(null);
    window.location.assign(logoutUrl ?? '/');
  }, []);

  const user = useMemo<AuthUser | null>(() => {
    if (!session) return null;
    const { claims } = session;
    if (profile && profile.id === claims.user_id) return profile;
    return { id: claims.user_id, email: claims.email, name: claims.name ?? null };
  }, [session, profile]);

  const value = useMemo<AuthState>(
    () => ({ status, user, isSigningOut, signOut }),
    [status, user, isSigningOut, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
