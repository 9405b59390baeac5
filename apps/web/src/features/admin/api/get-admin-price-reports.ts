import type { AdminPriceReportListResponse, AdminPriceReportStatusFilter } from '@arx/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const adminPriceReportKeys = {
  all: ['admin', 'price-reports'] as const,
  list: (status: AdminPriceReportStatusFilter) => ['admin', 'price-reports', status] as const,
};

/** GET /admin/price_reports?status=…: open ones first, oldest first. Re-read on opening. */
export const adminPriceReportsQueryOptions = (status: AdminPriceReportStatusFilter) =>
  queryOptions({
    queryKey: adminPriceReportKeys.list(status),
    queryFn: ({ signal }) =>
      apiRequest<AdminPriceReportListResponse>('/admin/price_reports', { query: { status }, signal }),
    staleTime: 0,
  });

export function useAdminPriceReports(status: AdminPriceReportStatusFilter) {
  return useQuery(adminPriceReportsQueryOptions(status));
}
