import { useAuth } from '../../features/auth/auth-context';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { useSubscriptionStatus } from '../../features/subscriptions/api/get-subscription-status';

export default function DashboardPage() {
  const { user } = useAuth();
  const subscription = useSubscriptionStatus();
  return <DashboardView user={user} subscription={subscription} />;
}
