import type { Membership, PrimaryProfilePayload, UpdateProfileResponse } from '@arx/contracts';
import { PROFILE_MESSAGES, type PrimaryProfile } from '@arx/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { membershipKeys } from './get-primary-membership';

/** A refusal from the server: every problem it listed, or the generic message when it listed none. */
export class ProfileRejectedError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join(' '));
    this.name = 'ProfileRejectedError';
  }
}

function errorsOf(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const list = Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string' && e !== '') : [];
  return list.length > 0 ? list : [PROFILE_MESSAGES.saveFailed];
}

async function updatePrimaryProfile(profile: PrimaryProfile): Promise<Membership> {
  // The browser's zone goes along, so members who joined before checkout sent it get their
  // e-mails dated as the app dates things too.
  const body: PrimaryProfilePayload = { profile, time_zone: browserTimeZone() };
  try {
    const result = await apiRequest<UpdateProfileResponse>('/memberships/update_profile', { method: 'PATCH', body });
    if (!result?.success || !result.membership) throw new ProfileRejectedError(errorsOf(result));
    return result.membership;
  } catch (error) {
    if (error instanceof ProfileRejectedError) throw error;
    throw new ProfileRejectedError(errorsOf(error instanceof ApiError ? error.body : null));
  }
}

/** PATCH /memberships/update_profile (docs/product.md §7): the card holder's six profile fields and time zone. */
export function useUpdatePrimaryProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrimaryProfile,
    onSuccess: (membership) => {
      queryClient.setQueryData(membershipKeys.primary, membership);
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
    },
  });
}
