import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type AdminFaqList, adminFaqKeys } from './get-admin-faqs';

function reorderFaqs(ids: number[]) {
  return apiRequest<AdminFaqList>('/admin/faqs/order', { method: 'PUT', body: { ids } });
}

/**
 * PUT /admin/faqs/order with every FAQ's id in the new order. The list moves at once, so a row
 * goes where the operator sent it; a refusal (409: someone else changed the list, or 403
 * reauth_required) puts it back and reads the list again.
 */
export function useReorderFaqs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderFaqs,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: adminFaqKeys.all });
      const previous = queryClient.getQueryData<AdminFaqList>(adminFaqKeys.all);
      if (previous) {
        const byId = new Map(previous.faqs.map((faq) => [faq.id, faq]));
        const faqs = ids.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData<AdminFaqList>(adminFaqKeys.all, { faqs });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(adminFaqKeys.all, context.previous);
      void queryClient.invalidateQueries({ queryKey: adminFaqKeys.all });
    },
    onSuccess: (list) => queryClient.setQueryData(adminFaqKeys.all, list),
  });
}
