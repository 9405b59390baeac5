import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TOKEN_PARAM, useAuth } from '../auth-context';
import { returnPathOf } from './protected-route';

/**
 * The router's half of arriving from sign-in with ?token=…: AuthProvider has already stored the
 * token and cleaned the address bar; this drops it from the route too (so no page ever writes
 * it back into the URL) and sends a member who landed on / or /login to the dashboard (spec §4).
 */
export function TokenParamCleanup() {
  const { status } = useAuth();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (status === 'loading' || !new URLSearchParams(search).has(TOKEN_PARAM)) return;
    const isEntryPage = pathname === '/' || pathname === '/login';
    const target =
      status === 'authenticated' && isEntryPage ? '/dashboard' : `${returnPathOf(pathname, search)}${hash}`;
    navigate(target, { replace: true });
  }, [status, pathname, search, hash, navigate]);

  return null;
}
