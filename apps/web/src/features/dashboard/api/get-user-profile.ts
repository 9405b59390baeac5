import type { UserProfileResponse } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const userProfileKeys = { profile: ['users', 'profile'] as const };

export const userProfileQueryOptions = () =>
  queryOptions({
    queryKey: userProfileKeys.profile,
    queryFn: ({ signal }) => apiRequest<UserProfileResponse>('/users/profile', { signal }),
    staleTime: 0,
  });

/** GET /users/profile: the member's name and card values for the dashboard (docs/product.md §3, §7). */
export function useUserProfile() {
  return useQuery(userProfileQueryOptions());
}
