import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { CounterScreen } from '../../features/counter/components/counter-screen';
import { loadCounterMessages } from '../../features/counter/messages';
import { counterCardOf, readSavedCard } from '../../features/counter/saved-card';
import { useCounterDeviceSync } from '../../features/counter/use-counter-device-sync';
import { primaryMembershipQueryOptions } from '../../features/memberships/api/get-primary-membership';
import { loadMembershipsMessages } from '../../features/memberships/messages';
import { cardIssuerQueryOptions } from '../../lib/card-issuer';
import type { CatalogLoader } from '../../lib/i18n/catalogs';

/** The catalogues of the features this page shows, loaded before it first renders (app/lazy-route.tsx). */
export const catalogs: readonly CatalogLoader[] = [loadCounterMessages, loadMembershipsMessages];

/** /counter: the card full screen, from the API or, offline, from the copy saved on this device. */
export default function CounterPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const membership = useQuery(primaryMembershipQueryOptions());
  const issuer = useQuery(cardIssuerQueryOptions());
  const userId = user?.id;
  useCounterDeviceSync(userId, membership.data);

  const live = useMemo(
    () =>
      userId !== undefined && membership.data && issuer.data
        ? counterCardOf(userId, membership.data, issuer.data)
        : null,
    [userId, membership.data, issuer.data],
  );
  const saved = useMemo(() => (userId === undefined ? null : readSavedCard(userId)), [userId]);
  // Offline, TanStack Query pauses rather than fails: only a request really under way is "loading".
  const isLoading = membership.fetchStatus === 'fetching' || issuer.fetchStatus === 'fetching';
  return <CounterScreen live={live} saved={saved} isLoading={isLoading} cardId={params.get('card')} />;
}
