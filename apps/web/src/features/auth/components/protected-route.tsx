import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useContext, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { preloadToasts } from '../../../components/ui/toast';
import { getPageLocale } from '../../../lib/i18n/catalogs';
import { startSignIn } from '../../../lib/sign-in';
import { useSaveAccountLocale } from '../api/save-account-locale';
import { useAuth } from '../auth-context';
import { withoutSignInParams } from '../sign-in-params';

/** Route data that marks the member-only pages; the header reads it (docs/product.md §2: protected=true). */
export type RouteHandle = { protected?: boolean };
export const PROTECTED_HANDLE: RouteHandle = { protected: true };

/** True on the member-only pages; the app's routes provide it from the matched handles. */
export const ProtectedAreaContext = createContext(false);

export function useIsProtectedArea(): boolean {
  return useContext(ProtectedAreaContext);
}

/** The path and query to come back to after sign-in, without a spent sign-in code or a token. */
export function returnPathOf(pathname: string, search: string): string {
  return `${pathname}${withoutSignInParams(search)}`;
}

/**
 * The layout route of the member-only pages (docs/product.md §2, §6): a signed-out visitor goes to the
 * hosted sign-in and comes back to the same path and query.
 */
export function ProtectedRoute() {
  const { t } = useLingui();
  const { status, isSigningOut, user } = useAuth();
  const { pathname, search } = useLocation();
  const redirected = useRef(false);
  const mustSignIn = status === 'anonymous' && !isSigningOut;
  useSaveAccountLocale(
    status === 'authenticated' && user ? user.id : null,
    getPageLocale(),
    user?.accountLocale ?? null,
  );

  // A member page's actions answer with toasts: their code loads now, not at the first action.
  useEffect(() => {
    if (status === 'authenticated') void preloadToasts();
  }, [status]);

  useEffect(() => {
    if (!mustSignIn || redirected.current) return;
    redirected.current = true;
    startSignIn(returnPathOf(pathname, search));
  }, [mustSignIn, pathname, search]);

  if (isSigningOut) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4">
        <p role="status" className="font-medium text-lg text-slate-700">
          <Trans>Signing out...</Trans>
        </p>
      </div>
    );
  }
  if (status !== 'authenticated') {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label={mustSignIn ? t`Redirecting to sign in` : t`Loading`} className="scale-150" />
      </div>
    );
  }
  return <Outlet />;
}
