import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { clearToken, decodeClaims, isExpired, readToken, type TokenClaims } from '../../lib/auth-token';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

type AuthState = {
  status: AuthStatus;
  user: { id: number; email: string; name: string | null } | null;
  isSigningOut: boolean;
  signOut(): Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** Expiry is re-checked every 60 seconds (spec §9). */
const EXPIRY_CHECK_MS = 60_000;

function currentClaims(): TokenClaims | null {
  const token = readToken();
  if (!token) return null;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims)) {
    clearToken();
    return null;
  }
  return claims;
}

/**
 * Who is looking: a stored, unexpired app token means a signed-in member; anything else is a
 * visitor. The sign-in flow that issues tokens arrives with the sign-in issue; this part only
 * reads what is stored.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [claims, setClaims] = useState<TokenClaims | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [isSigningOut, setSigningOut] = useState(false);

  useEffect(() => {
    const check = () => {
      const next = currentClaims();
      setClaims(next);
      setStatus(next ? 'authenticated' : 'anonymous');
    };
    check();
    const timer = window.setInterval(check, EXPIRY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    let logoutUrl: string | null = null;
    try {
      const result = await apiRequest<{ logout_url: string | null }>('/auth/logout', { method: 'DELETE' });
      logoutUrl = result?.logout_url ?? null;
    } catch {
      // Signing out locally still happens; the token is gone either way.
    }
    clearToken();
    setClaims(null);
    setStatus('anonymous');
    window.location.assign(logoutUrl ?? '/');
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user: claims ? { id: claims.user_id, email: claims.email, name: claims.name ?? null } : null,
      isSigningOut,
      signOut,
    }),
    [status, claims, isSigningOut, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
