import type { AdminPrivateFieldsResponse } from '@arx/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshMember } from './get-member';

/**
 * POST /admin/members/:userId/private-fields ("Show"): the household's dates of birth and
 * addresses. A POST, not a GET, because reading them is recorded; the values are kept only in
 * this mutation's state, never in the query cache, so they go when the page does.
 */
export function useShowMemberPrivateFields(userId: number) {
  const refresh = useRefreshMember(userId);
  return useMutation({
    mutationFn: () =>
      apiRequest<AdminPrivateFieldsResponse>(`/admin/members/${userId}/private-fields`, { method: 'POST' }),
    onSettled: refresh,
  });
}
