import type { AdminFaqInput, AdminFaqMutationResponseSchema } from '@arx/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminFaqKeys } from './get-admin-faqs';

/** The contract names no type for this answer; it is what its schema parses to. */
export type FaqMutationResponse = ReturnType<typeof AdminFaqMutationResponseSchema.parse>;

function createFaq(input: AdminFaqInput) {
  return apiRequest<FaqMutationResponse>('/admin/faqs', { method: 'POST', body: input });
}

/**
 * POST /admin/faqs: publishes a new FAQ at the end of the list, its answer sanitised by the API.
 * A write: it needs a recent sign-in (403 reauth_required otherwise); 400 lists what is wrong.
 */
export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFaqKeys.all }),
  });
}
