import type { AdminMetricsResponse } from '@arx/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const metricsKeys = {
  all: ['admin', 'metrics'] as const,
  range: (weeks: number) => ['admin', 'metrics', weeks] as const,
};

/**
 * GET /admin/metrics?weeks=: the business charts' figures. They change slowly, so a minute's
 * cache spares re-counting a million memberships each time the operator comes back to the page.
 */
export const metricsQueryOptions = (weeks: number) =>
  queryOptions({
    queryKey: metricsKeys.range(weeks),
    queryFn: ({ signal }) => apiRequest<AdminMetricsResponse>('/admin/metrics', { query: { weeks }, signal }),
    staleTime: 60_000,
    // Another range keeps the charts it had on screen until its own figures arrive.
    placeholderData: keepPreviousData,
  });

export function useMetrics(weeks: number) {
  return useQuery(metricsQueryOptions(weeks));
}
