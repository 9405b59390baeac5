import { BillingOverview } from '../../features/billing/components/billing-overview';
import { PlanCancellation } from '../../features/cancellation/components/plan-cancellation';

export default function BillingPage() {
  return <BillingOverview renderPlanActions={(subscription) => <PlanCancellation subscription={subscription} />} />;
}
