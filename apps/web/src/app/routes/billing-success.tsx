import { PaymentResult } from '../../features/billing/components/payment-result';

/** Where the payment provider sends the member after checkout (?session_id=…). */
export default function BillingSuccessPage() {
  return <PaymentResult />;
}
