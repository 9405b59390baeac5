import type { Membership } from '@arx/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const membershipKeys = {
  all: ['memberships'] as const,
  primary: ['memberships', 'primary'] as const,
};

/** The card holder's membership; a 404 means the member has none yet (the card uses a placeholder). */
export const primaryMembershipQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.primary,
    queryFn: ({ signal }) =>
      apiRequest<{ membership: Membership }>('/memberships/primary', { signal }).then((r) => r.membership),
    // Completing the profile elsewhere (another tab) changes it: ask again when the dashboard opens.
    staleTime: 0,
  });
