import type { CancelMembershipRequest, CancelMembershipResponse } from '@arx/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function cancelMembership(body: CancelMembershipRequest): Promise<CancelMembershipResponse> {
  return apiRequest<CancelMembershipResponse>('/billing/cancel', { method: 'POST', body });
}

/**
 * POST /billing/cancel with the kind of cancellation the member was shown; the API answers 409
 * when that no longer holds (the 30 days ran out while the dialog was open).
 */
export function useCancelMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    // The plan, its status, the invoices (a refund), the dashboard and the family's cards all
    // change with it: every cached view of the membership is stale. Not awaited: the caller's
    // own onSuccess (the toast) must run before the refreshed page unmounts the dialog.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
