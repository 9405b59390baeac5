import type { AdminMemberDetail } from '@arx/contracts/admin';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditKeys } from './get-audit-events';

// Under 'detail' so that a member's page and the search results (['admin', 'members', 'search'])
// never share a key or an invalidation.
export const memberKeys = {
  detail: (userId: number) => ['admin', 'members', 'detail', userId] as const,
};

/** GET /admin/members/:userId: the member as the page shows them, always read afresh on opening. */
export const memberQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: memberKeys.detail(userId),
    queryFn: ({ signal }) => apiRequest<AdminMemberDetail>(`/admin/members/${userId}`, { signal }),
    staleTime: 0,
  });

export function useMember(userId: number) {
  return useQuery(memberQueryOptions(userId));
}

/**
 * After any action on a member: the page and the audit log (the member's history on this page
 * reads it) are read again, whether the action worked or not, since a refused one may still
 * mean the member changed meanwhile.
 */
export function useRefreshMember(userId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.detail(userId) }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}
