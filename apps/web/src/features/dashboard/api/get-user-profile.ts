import type { UserProfileResponse } from '@arx/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const userProfileKeys = { profile: ['users', 'profile'] as const };

/** GET /users/profile: the member's name and card values for the dashboard (docs/product.md §3, §7). */
export const userProfileQueryOptions = () =>
  queryOptions({
    queryKey: userProfileKeys.profile,
    queryFn: ({ signal }) => apiRequest<UserProfileResponse>('/users/profile', { signal }),
    staleTime: 0,
  });
