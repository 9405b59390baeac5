import type { AdminMemberSearchResponse } from '@arx/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const memberSearchKeys = {
  all: ['admin', 'members', 'search'] as const,
  search: (q: string) => ['admin', 'members', 'search', q] as const,
};

/** GET /admin/members?q=: the API decides what it accepts (2 to 100 characters) and says why it refuses. */
export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: memberSearchKeys.search(q),
    queryFn: ({ signal }) => apiRequest<AdminMemberSearchResponse>('/admin/members', { query: { q }, signal }),
  });

/** Nothing is asked for an empty search; while a new one loads, the last results stay on screen. */
export function useMemberSearch(q: string) {
  return useQuery({ ...memberSearchQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData });
}
