import type { Membership } from '@arx/contracts';
import type { CardIssuer } from '@arx/contracts/card';
import { useEffect } from 'react';
import { counterCardOf, saveCard } from './saved-card';

/**
 * Each time the member's card arrives from the API (the dashboard, counter mode), its fields are
 * saved on the device for counter mode to show offline.
 */
export function useKeepCardOnDevice(
  userId: number | undefined,
  membership: Membership | undefined,
  issuer: CardIssuer | undefined,
): void {
  useEffect(() => {
    if (userId === undefined || !membership || !issuer) return;
    saveCard(counterCardOf(userId, membership, issuer));
  }, [userId, membership, issuer]);
}
