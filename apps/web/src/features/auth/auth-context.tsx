import type { LogoutResponse, User, UserResponse } from '@arx/contracts';
import { type Locale, localizePath } from '@arx/contracts/locales';
import { QueryClientContext } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError, apiRequest } from '../../lib/api-client';
import { decodeClaims, isExpired, onTokenChange, readToken, storeToken, type TokenClaims } from '../../lib/auth-token';
import { endSession } from '../../lib/end-session';
import { getPageLocale } from '../../lib/i18n/catalogs';
import { exchangeSignInCode } from './api/exchange-sign-in-code';
import { takeSignInCodeFromUrl } from './sign-in-params';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';
type Profile = Pick<User, 'id' | 'email' | 'name'>;
/**
 * `isOperator`: the token says the back office's operator role (docs/decisions/0016-back-office.md).
 * It only decides what the web app shows; the API checks every admin request itself.
 * `justJoined`: this sign-in made the account, so this is the member's first visit.
 * `accountLocale`: the account's language when the token was issued (null for an older token).
 */
type AuthUser = Profile & { isOperator: boolean; justJoined: boolean; accountLocale: Locale | null };

type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  isSigningOut: boolean;
  signOut(): Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** Expiry is re-checked every 60 seconds (docs/product.md §9). */
export const EXPIRY_CHECK_MS = 60_000;

type Session = { token: string; claims: TokenClaims };

/**
 * The stored token, if it is still good; an unreadable or expired one ends the session, with
 * what it left on the device (counter mode's saved card and offline worker).
 */
function readSession(): Session | null {
  const token = readToken();
  if (!token) return null;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims)) {
    void endSession();
    return null;
  }
  return { token, claims };
}

/**
 * Where a failed code exchange sends the visitor: the error screen in the page's language (a full
 * page load, so /es/auth/error on a Spanish page), able to start again from `returnPath`.
 */
function signInErrorUrl(returnPath: string, error: unknown): string {
  const params = new URLSearchParams({ error: 'login_failed', redirect: returnPath });
  // The API's own words ("expired or already used", "too many attempts") say more than ours.
  // They go on in English: the error screen shows them in its language, from its own catalogue
  // (features/auth/rule-messages.ts), so this shell code carries no messages.
  const message = error instanceof ApiError && error.status < 500 ? error.body?.message : undefined;
  if (message) params.set('message', message);
  return localizePath(`/auth/error?${params.toString()}`, getPageLocale());
}

/**
 * Who is looking: a stored, unexpired app token means a signed-in member (the user is read
 * from its claims); anything else is a visitor. Arriving from sign-in with ?code=…, the code is
 * traded for the token first, and the status stays 'loading' until then. The router side of
 * arriving (dropping the parameters from the route, / and /login to /dashboard) is
 * TokenParamCleanup.
 */
type AuthProviderProps = {
  children: ReactNode;
  /**
   * The status of the first render. A server-rendered public page was rendered for a visitor
   * ('anonymous'), and hydrating it must render the same; the stored token is read right after.
   */
  initialStatus?: AuthStatus;
};

export function AuthProvider({ children, initialStatus = 'loading' }: AuthProviderProps) {
  // Read without requiring one: the provider also works alone (its tests).
  const queryClient = useContext(QueryClientContext);
  const [session, setSession] = useState<Session | null>(null);
  const [status, setStatus] = useState<AuthStatus>(initialStatus);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [isSigningOut, setSigningOut] = useState(false);
  // A ref, not state: StrictMode runs the effect below twice, and the URL is read only once.
  const arrival = useRef<'unread' | 'exchanging' | 'done'>('unread');

  // A layout effect: the first check lands before the first paint, so nothing flashes "Loading".
  useLayoutEffect(() => {
    const check = () => {
      const next = readSession();
      setSession((previous) => (previous?.token === next?.token ? previous : next));
      // Until the code is traded, neither the signed-out page nor a previous session shows.
      setStatus(arrival.current === 'exchanging' ? 'loading' : next ? 'authenticated' : 'anonymous');
    };
    if (arrival.current === 'unread') {
      const signIn = takeSignInCodeFromUrl();
      arrival.current = signIn ? 'exchanging' : 'done';
      if (signIn) {
        exchangeSignInCode(signIn.code)
          .then(({ token }) => {
            arrival.current = 'done';
            storeToken(token);
            // The claims are provisional: the real name and e-mail come from the API, in the background.
            apiRequest<UserResponse>('/current_user')
              .then(({ user }) => setProfile({ id: user.id, email: user.email, name: user.name }))
              .catch(() => {});
          })
          .catch((error: unknown) => window.location.replace(signInErrorUrl(signIn.returnPath, error)));
      }
    }
    check();
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
    setProfile(null);
    // Awaited: the page load below would cut the device's cleaning short.
    await endSession(queryClient);
    window.location.assign(logoutUrl ?? '/');
  }, [queryClient]);

  const user = useMemo<AuthUser | null>(() => {
    if (!session) return null;
    const { claims } = session;
    const fromToken = {
      isOperator: claims.role === 'operator',
      justJoined: claims.joined === true,
      accountLocale: claims.locale ?? null,
    };
    if (profile && profile.id === claims.user_id) return { ...profile, ...fromToken };
    return { id: claims.user_id, email: claims.email, name: claims.name ?? null, ...fromToken };
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
