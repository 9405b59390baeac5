import type { SubscriptionStatusResponse } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const subscriptionKeys = { status: ['subscriptions', 'status'] as const };

export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.status,
    queryFn: ({ signal }) => apiRequest<SubscriptionStatusResponse>('/users/subscription_status', { signal }),
    // A payment changes it: always ask again when a page that shows it opens.
    staleTime: 0,
  });

/** The signed-in member's plan and status; pass enabled=false for a visitor. */
export function useSubscriptionStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionStatusQueryOptions(), enabled });
}
