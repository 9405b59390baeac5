import { useSearchParams } from 'react-router';
import { BillingOverview } from '../../features/billing/components/billing-overview';
import { loadBillingMessages } from '../../features/billing/messages';
import { PlanCancellation } from '../../features/cancellation/components/plan-cancellation';
import { loadCancellationMessages } from '../../features/cancellation/messages';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadBillingMessages, loadCancellationMessages];

/** `?cancel=1` is where the e-mails' one-click "Cancel my membership" lands: the dialog opens at once. */
export default function BillingPage() {
  const [params, setParams] = useSearchParams();
  const openAtOnce = params.get('cancel') === '1';
  return (
    <BillingOverview
      renderPlanActions={(subscription) => (
        <PlanCancellation
          subscription={subscription}
          openAtOnce={openAtOnce}
          onDialogClosed={() => setParams({}, { replace: true })}
        />
      )}
    />
  );
}
