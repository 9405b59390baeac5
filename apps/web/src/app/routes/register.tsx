import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { PlanSelection } from '../../features/plans/components/plan-selection';

/** /register and /pricing: plan selection. A signed-in member on /pricing goes to the dashboard (spec §2). */
export default function RegisterPage() {
  const { pathname } = useLocation();
  const { status } = useAuth();
  if (pathname === '/pricing' && status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <PlanSelection isSignedIn={status === 'authenticated'} />;
}
