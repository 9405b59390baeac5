import { BillingOverview } from '../../features/billing/components/billing-overview';
import { PlanCancellation } from '../../features/cancellation/components/plan-cancellation';
import { useSearchParams } from '../../lib/router';

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
