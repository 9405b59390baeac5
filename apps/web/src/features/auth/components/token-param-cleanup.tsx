import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth-context';
import { hasSignInParams } from '../sign-in-params';
import { returnPathOf } from './protected-route';

/**
 * The router's half of arriving from sign-in with ?code=… (or a stray ?token=…): AuthProvider
 * has already cleaned the address bar and traded the code; this drops the parameters from the
 * route too (so no page ever writes them back into the URL) and sends a member who landed on
 * / or /login to the dashboard (docs/product.md §4).
 */
export function TokenParamCleanup() {
  const { status } = useAuth();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (status === 'loading' || !hasSignInParams(search)) return;
    const isEntryPage = pathname === '/' || pathname === '/login';
    const target =
      status === 'authenticated' && isEntryPage ? '/dashboard' : `${returnPathOf(pathname, search)}${hash}`;
    navigate(target, { replace: true });
  }, [status, pathname, search, hash, navigate]);

  return null;
}
