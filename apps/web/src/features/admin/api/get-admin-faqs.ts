import type { AdminFaqListResponseSchema } from '@arx/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The contract names no type for this answer; it is what its schema parses to. */
export type AdminFaqList = ReturnType<typeof AdminFaqListResponseSchema.parse>;

export const adminFaqKeys = {
  all: ['admin', 'faqs'] as const,
};

/** GET /admin/faqs: every FAQ, highlighted or not, in the public page's order. Re-read on opening. */
export const adminFaqsQueryOptions = () =>
  queryOptions({
    queryKey: adminFaqKeys.all,
    queryFn: ({ signal }) => apiRequest<AdminFaqList>('/admin/faqs', { signal }),
    staleTime: 0,
  });

export function useAdminFaqs() {
  return useQuery(adminFaqsQueryOptions());
}
