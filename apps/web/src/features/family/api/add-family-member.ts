import type { AddFamilyMemberRequest } from '@arx/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendFamilyWrite } from './family-request';

function addFamilyMember(request: AddFamilyMemberRequest) {
  return sendFamilyWrite('/memberships', 'POST', request);
}

/**
 * POST /memberships (docs/product.md §7). The household's data lives in the card holder's membership and
 * profile, which another feature loads: the dashboard passes `onChanged` to refresh them.
 */
export function useAddFamilyMember(onChanged: () => unknown) {
  return useMutation({ mutationFn: addFamilyMember, onSuccess: () => onChanged() });
}
