import type { UpdateFamilyMemberRequest } from '@arx/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendFamilyWrite } from './family-request';

function updateFamilyMember({ id, ...request }: UpdateFamilyMemberRequest & { id: number }) {
  return sendFamilyWrite(`/memberships/${id}`, 'PATCH', request);
}

/** PATCH /memberships/{id}: a dependent's display name and relationship. */
export function useUpdateFamilyMember(onChanged: () => unknown) {
  return useMutation({ mutationFn: updateFamilyMember, onSuccess: () => onChanged() });
}
