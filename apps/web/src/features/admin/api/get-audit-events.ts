import type { AdminAuditResponse } from '@arx/contracts/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The audit log's filters as the URL holds them; the API checks them (ids are numbers, the
 * operator's e-mail a whole address in any case, the member a member ID, e-mail or name, action
 * areas or actions separated by commas).
 */
export type AuditFilters = {
  operator_email?: string;
  operator_user_id?: string;
  member?: string;
  member_user_id?: string;
  action?: string;
};

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
};

/** GET /admin/audit: newest first, a page at a time; each page's `next` is the cursor of the older one. */
export const auditEventsQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminAuditResponse>('/admin/audit', { query: { ...filters, before: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export function useAuditEvents(filters: AuditFilters) {
  return useInfiniteQuery(auditEventsQueryOptions(filters));
}
