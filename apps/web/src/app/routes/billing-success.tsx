import { PaymentResult } from '../../features/billing/components/payment-result';
import { loadBillingMessages } from '../../features/billing/messages';
import { loadCatalogs } from '../../lib/i18n/catalogs';

// The page's messages, in the page's language, before it first renders (lib/i18n/catalogs.ts).
await loadCatalogs(loadBillingMessages);

/** Where the payment provider sends the member after checkout (?session_id=…). */
export default function BillingSuccessPage() {
  return <PaymentResult />;
}
