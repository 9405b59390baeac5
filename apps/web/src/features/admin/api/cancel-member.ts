import type { AdminCancelRequest, AdminCancelResponse } from '@arx/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshMember } from './get-member';

/**
 * POST /admin/members/:userId/cancel: ends the live subscription now or at the end of its
 * period. Never refunds; 409 when there is nothing to cancel or it already ends then.
 */
export function useCancelMember(userId: number) {
  const refresh = useRefreshMember(userId);
  return useMutation({
    mutationFn: (body: AdminCancelRequest) =>
      apiRequest<AdminCancelResponse>(`/admin/members/${userId}/cancel`, { method: 'POST', body }),
    onSettled: refresh,
  });
}
