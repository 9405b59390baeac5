import { BillingOverview } from '../../features/billing/components/billing-overview';
import { loadBillingMessages } from '../../features/billing/messages';
import { PlanCancellation } from '../../features/cancellation/components/plan-cancellation';
import { loadCancellationMessages } from '../../features/cancellation/messages';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { useSearchParams } from '../../lib/router';

// The page's messages, in the page's language, before it first renders (lib/i18n/catalogs.ts).
await loadCatalogs(loadBillingMessages, loadCancellationMessages);

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
