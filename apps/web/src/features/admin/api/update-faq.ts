import type { AdminFaqInput } from '@arx/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FaqMutationResponse } from './create-faq';
import { adminFaqKeys } from './get-admin-faqs';

function updateFaq({ id, input }: { id: number; input: AdminFaqInput }) {
  return apiRequest<FaqMutationResponse>(`/admin/faqs/${id}`, { method: 'PUT', body: input });
}

/**
 * PUT /admin/faqs/:id: the question, answer and highlight together. A write (403
 * reauth_required without a recent sign-in); 404 when someone else deleted it meanwhile.
 */
export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminFaqKeys.all }),
  });
}
