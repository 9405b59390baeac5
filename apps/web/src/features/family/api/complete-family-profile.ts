import type { FamilyProfile } from '@arx/contracts/family';
import { useMutation } from '@tanstack/react-query';
import { sendFamilyWrite } from './family-request';

function completeFamilyProfile({ id, profile }: { id: number; profile: FamilyProfile }) {
  return sendFamilyWrite(`/memberships/${id}/complete_profile`, 'PATCH', { profile });
}

/** PATCH /memberships/{id}/complete_profile: the six profile fields of a dependent (docs/product.md §3). */
export function useCompleteFamilyProfile(onChanged: () => unknown) {
  return useMutation({ mutationFn: completeFamilyProfile, onSuccess: () => onChanged() });
}
