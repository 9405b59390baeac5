import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../auth-context';

/** /, /login and /pricing: a signed-in member belongs on the dashboard (docs/product.md §2). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return children;
}
