import type { ResumeMembershipResponse } from '@arx/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function resumeMembership(): Promise<ResumeMembershipResponse> {
  return apiRequest<ResumeMembershipResponse>('/billing/resume', { method: 'POST' });
}

/** POST /billing/resume: "Keep my membership" takes back a cancellation set for the end of the period. */
export function useResumeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeMembership,
    // Every cached view of the membership (plan, status, dashboard, family cards) changes back.
    // Not awaited: the caller's toast must run before the refreshed page replaces the button.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
