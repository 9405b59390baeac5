import type { PriceReportListResponse } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const priceReportKeys = { all: ['price-reports'] as const };

function getPriceReports(signal?: AbortSignal) {
  return apiRequest<PriceReportListResponse>('/price_reports', { signal });
}

export const priceReportsQueryOptions = () =>
  queryOptions({ queryKey: priceReportKeys.all, queryFn: ({ signal }) => getPriceReports(signal) });

/** GET /price_reports: the member's own reports, newest first, with the club's answers. */
export function usePriceReports() {
  return useQuery(priceReportsQueryOptions());
}
