import type { AdminRetryJobResponseSchema } from '@arx/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './get-jobs';

/** The contract names no type for this answer; it is what its schema parses to. */
export type RetryJobResponse = ReturnType<typeof AdminRetryJobResponseSchema.parse>;

function retryJob(jobId: number) {
  return apiRequest<RetryJobResponse>(`/admin/jobs/${jobId}/retry`, { method: 'POST' });
}

/**
 * POST /admin/jobs/:id/retry. A write: it needs a recent sign-in (403 reauth_required otherwise)
 * and answers 409 for a job that is running or finished. Either way the lists are read again.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
