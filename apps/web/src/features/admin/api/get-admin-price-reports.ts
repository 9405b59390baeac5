import type { AdminPriceReportListResponse, AdminPriceReportStatusFilter } from '@arx/contracts/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const adminPriceReportKeys = {
  all: ['admin', 'price-reports'] as const,
  list: (status: AdminPriceReportStatusFilter, userId?: number) =>
    ['admin', 'price-reports', status, ...(userId === undefined ? [] : [userId])] as const,
};

/**
 * GET /admin/price_reports?status=…: open ones first, oldest first, a page at a time; each page's
 * `next` is the cursor of the one after. `userId`: one member's only. Re-read on opening.
 */
export const adminPriceReportsQueryOptions = (status: AdminPriceReportStatusFilter, userId?: number) =>
  infiniteQueryOptions({
    queryKey: adminPriceReportKeys.list(status, userId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminPriceReportListResponse>('/admin/price_reports', {
        query: { status, after: pageParam, user_id: userId === undefined ? undefined : String(userId) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export function useAdminPriceReports(status: AdminPriceReportStatusFilter, userId?: number) {
  return useInfiniteQuery(adminPriceReportsQueryOptions(status, userId));
}
