import type { WalletEligibilityResponse } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const walletEligibilityKeys = {
  all: ['wallet', 'eligibility'] as const,
  /** Undefined: the card holder's own card. */
  of: (membershipId?: number) => ['wallet', 'eligibility', membershipId ?? 'own'] as const,
};

const walletEligibilityQueryOptions = (membershipId?: number) =>
  queryOptions({
    queryKey: walletEligibilityKeys.of(membershipId),
    queryFn: ({ signal }) =>
      apiRequest<WalletEligibilityResponse>('/wallet_passes/eligibility', {
        query: { membership_id: membershipId },
        signal,
      }),
    // A plan change or a suspension elsewhere changes the answer: ask each time the buttons appear.
    staleTime: 0,
  });

/** GET /wallet_passes/eligibility (docs/product.md §3): asked only for a card whose profile is complete. */
export function useWalletEligibility(membershipId: number | undefined, enabled: boolean) {
  return useQuery({ ...walletEligibilityQueryOptions(membershipId), enabled });
}
