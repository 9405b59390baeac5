import { BillingOverview } from '../../features/billing/components/billing-overview';

export default function BillingPage() {
  return <BillingOverview />;
}
