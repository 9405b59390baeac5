import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { canCancel, isCancellationPending, type PlanSubscription, pendingEndDate } from '../cancellation';
import { CancelMembershipDialog } from './cancel-membership-dialog';
import { KeepMembership } from './keep-membership';

/**
 * Placed under the plan wherever it is shown (the billing page's Current Plan, the dashboard's
 * Plan Details): "Cancel membership" for a running membership, or the date it ends and "Keep my
 * membership" once a cancellation is pending. Nothing for a membership already over.
 */
export function PlanCancellation({
  subscription,
  openAtOnce = false,
  onDialogClosed,
}: {
  subscription: PlanSubscription;
  /** Opens the dialog straight away: the member came from an e-mail's "Cancel my membership" link. */
  openAtOnce?: boolean;
  onDialogClosed?: () => void;
}) {
  const [isOpen, setOpen] = useState(openAtOnce);
  if (isCancellationPending(subscription)) {
    return (
      <div className="mt-4">
        <KeepMembership endsAt={pendingEndDate(subscription)} />
      </div>
    );
  }
  if (!canCancel(subscription)) return null;
  return (
    <div className="mt-4">
      <Button variant="ghost" className="w-full" onClick={() => setOpen(true)}>
        <Trans>Cancel membership</Trans>
      </Button>
      {isOpen && (
        <CancelMembershipDialog
          onClose={() => {
            setOpen(false);
            onDialogClosed?.();
          }}
        />
      )}
    </div>
  );
}
