import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function removeFamilyMember(id: number): Promise<void> {
  return apiRequest<void>(`/memberships/${id}`, { method: 'DELETE' });
}

/** DELETE /memberships/{id}, after the member confirmed it (docs/product.md §2). */
export function useRemoveFamilyMember(onChanged: () => unknown) {
  return useMutation({ mutationFn: removeFamilyMember, onSuccess: () => onChanged() });
}
