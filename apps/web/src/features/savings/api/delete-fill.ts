import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savingsKeys } from './get-savings-summary';

function deleteFill(id: number): Promise<void> {
  return apiRequest<void>(`/savings/fills/${id}`, { method: 'DELETE' });
}

/** DELETE /savings/fills/{id}, once the member confirmed it; the list and the totals reload after. */
export function useDeleteFill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFill,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savingsKeys.all }),
  });
}
