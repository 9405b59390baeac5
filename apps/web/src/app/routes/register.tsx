import { useAuth } from '../../features/auth/auth-context';
import { PlanSelection } from '../../features/plans/components/plan-selection';
import { loadPlansMessages } from '../../features/plans/messages';
import { useSubscriptionStatus } from '../../features/subscriptions/api/get-subscription-status';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadPlansMessages];

/** /register and /pricing: plan selection (the router sends a signed-in member on /pricing away). */
export default function RegisterPage() {
  const { status } = useAuth();
  const isSignedIn = status === 'authenticated';
  const subscription = useSubscriptionStatus({ enabled: isSignedIn });
  return <PlanSelection isSignedIn={isSignedIn} subscription={isSignedIn ? subscription : undefined} />;
}
