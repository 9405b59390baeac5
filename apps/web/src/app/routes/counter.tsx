import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { CounterScreen } from '../../features/counter/components/counter-screen';
import { registerServiceWorker } from '../../features/counter/register-service-worker';
import { counterCardOf, readSavedCard } from '../../features/counter/saved-card';
import { useKeepCardOnDevice } from '../../features/counter/use-keep-card-on-device';
import { primaryMembershipQueryOptions } from '../../features/memberships/api/get-primary-membership';
import { cardIssuerQueryOptions } from '../../lib/card-issuer';

/** /counter: the card full screen, from the API or, offline, from the copy saved on this device. */
export default function CounterPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const membership = useQuery(primaryMembershipQueryOptions());
  const issuer = useQuery(cardIssuerQueryOptions());
  const userId = user?.id;
  useKeepCardOnDevice(userId, membership.data, issuer.data);
  // Opened straight from a bookmark or the installed app, it still gets the worker for next time.
  useEffect(registerServiceWorker, []);

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

/**
 * Rendered on every member page (the router loads it lazily, with the page above, so a visitor's
 * browser never fetches this code): it registers the service worker and saves the card whenever a
 * page has it from the API. It only reads the membership the page already asked for, so it adds
 * no request of its own but the issuer's, once.
 */
export function CounterDeviceSync() {
  const { user } = useAuth();
  const membership = useQuery({ ...primaryMembershipQueryOptions(), enabled: false });
  const issuer = useQuery({ ...cardIssuerQueryOptions(), enabled: membership.data !== undefined });
  useKeepCardOnDevice(user?.id, membership.data, issuer.data);
  useEffect(registerServiceWorker, []);
  return null;
}
