import type { AdminRefundRequest, AdminRefundResponse } from '@arx/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshMember } from './get-member';

/**
 * POST /admin/members/:userId/refunds: all or part of one invoice. The body carries the
 * dialog's request_key, so sending it again (a double click, a retry after a timeout) answers
 * the refund already made with `repeated: true` instead of making a second one.
 */
export function useRefundMemberInvoice(userId: number) {
  const refresh = useRefreshMember(userId);
  return useMutation({
    mutationFn: (body: AdminRefundRequest) =>
      apiRequest<AdminRefundResponse>(`/admin/members/${userId}/refunds`, { method: 'POST', body }),
    onSettled: refresh,
  });
}
