import { PaymentResult } from '../../features/billing/components/payment-result';
import { loadBillingMessages } from '../../features/billing/messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadBillingMessages];

/** Where the payment provider sends the member after checkout (?session_id=…). */
export default function BillingSuccessPage() {
  return <PaymentResult />;
}
