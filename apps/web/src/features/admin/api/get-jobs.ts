import type { AdminJobsQuery, AdminJobsResponse } from '@arx/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type JobListStatus = AdminJobsQuery['status'];

export const jobKeys = {
  all: ['admin', 'jobs'] as const,
  list: (status: JobListStatus) => ['admin', 'jobs', status] as const,
};

/** GET /admin/jobs?status=: the queue's failed or pending jobs. Always re-read on opening: a queue moves. */
export const jobsQueryOptions = (status: JobListStatus) =>
  queryOptions({
    queryKey: jobKeys.list(status),
    queryFn: ({ signal }) => apiRequest<AdminJobsResponse>('/admin/jobs', { query: { status }, signal }),
    staleTime: 0,
  });

export function useJobs(status: JobListStatus) {
  return useQuery(jobsQueryOptions(status));
}
