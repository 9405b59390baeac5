import type { AddPassLinkResponse } from '@arx/contracts';
import { PASS_LINK_TTL_SECONDS, type WalletPlatform } from '@arx/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A share link as the dialog uses it: when it stops working, by this browser's clock. */
type PassLink = AddPassLinkResponse & { expiresAtMs: number };

const addPassLinkKeys = {
  all: ['wallet', 'add-link'] as const,
  of: (platform: WalletPlatform, membershipId?: number) =>
    ['wallet', 'add-link', platform, membershipId ?? 'own'] as const,
};

async function getAddPassLink(
  platform: WalletPlatform,
  membershipId: number | undefined,
  signal: AbortSignal,
): Promise<PassLink> {
  const link = await apiRequest<AddPassLinkResponse>('/wallet_passes/add_link', {
    query: { platform, membership_id: membershipId },
    signal,
  });
  // Counted from when it arrived rather than from expires_at, so a computer whose clock is a
  // few minutes off still shows the true 10:00.
  return { ...link, expiresAtMs: Date.now() + link.expires_in_seconds * 1000 };
}

const addPassLinkQueryOptions = (platform: WalletPlatform, membershipId?: number) =>
  queryOptions({
    queryKey: addPassLinkKeys.of(platform, membershipId),
    queryFn: ({ signal }) => getAddPassLink(platform, membershipId, signal),
    // The server limits how often links are made: reopening the dialog reuses a link while it
    // still works, and a refused request is not repeated behind the member's back.
    staleTime: (query) => Math.max(0, (query.state.data?.expiresAtMs ?? 0) - Date.now()),
    gcTime: PASS_LINK_TTL_SECONDS * 1000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** GET /wallet_passes/add_link: a 10-minute link that delivers the pass on a phone. */
export function useAddPassLink(platform: WalletPlatform, membershipId?: number) {
  return useQuery(addPassLinkQueryOptions(platform, membershipId));
}
