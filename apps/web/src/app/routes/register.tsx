import { useAuth } from '../../features/auth/auth-context';
import { PlanSelection } from '../../features/plans/components/plan-selection';
import { useSubscriptionStatus } from '../../features/subscriptions/api/get-subscription-status';

/** /register and /pricing: plan selection (the router sends a signed-in member on /pricing away). */
export default function RegisterPage() {
  const { status } = useAuth();
  const isSignedIn = status === 'authenticated';
  const subscription = useSubscriptionStatus({ enabled: isSignedIn });
  return <PlanSelection isSignedIn={isSignedIn} subscription={isSignedIn ? subscription : undefined} />;
}
