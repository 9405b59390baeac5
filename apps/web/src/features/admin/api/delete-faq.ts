import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FaqMutationResponse } from './create-faq';
import { adminFaqKeys } from './get-admin-faqs';

function deleteFaq(id: number) {
  return apiRequest<FaqMutationResponse>(`/admin/faqs/${id}`, { method: 'DELETE' });
}

/** DELETE /admin/faqs/:id. A write (403 reauth_required without a recent sign-in); the list is read again either way. */
export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminFaqKeys.all }),
  });
}
