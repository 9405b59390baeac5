import type { Membership, PrimaryProfilePayload, UpdateProfileResponse } from '@arx/contracts';
import { PROFILE_MESSAGES, type PrimaryProfile } from '@arx/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { membershipKeys } from './get-primary-membership';

/**
 * A refusal from the server: every problem it listed, the rate limit's answer, or the generic
 * message. In the API's English (shown translated: rule-messages.ts).
 */
export class ProfileRejectedError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join(' '));
    this.name = 'ProfileRejectedError';
  }
}

function errorsOf(body: unknown, status?: number): string[] {
  const { errors, message } = (body ?? {}) as { errors?: unknown; message?: unknown };
  const list = Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string' && e !== '') : [];
  if (list.length > 0) return list;
  // Too many updates: "wait a minute" says more than "try again".
  if (status === 429 && typeof message === 'string' && message !== '') return [message];
  return [PROFILE_MESSAGES.saveFailed];
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
    throw new ProfileRejectedError(error instanceof ApiError ? errorsOf(error.body, error.status) : errorsOf(null));
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
