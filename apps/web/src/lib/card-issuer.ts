import type { CardIssuer } from '@arx/contracts/card';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const cardIssuerKeys = { issuer: ['card_issuer'] as const };

/**
 * GET /card_issuer (public): who processes the card and whom to call, as every card prints it.
 * The settings change only with a deploy, so a page keeps the answer for an hour; a reload
 * (the server lets caches keep it 30 s) shows a changed number.
 */
export const cardIssuerQueryOptions = () =>
  queryOptions({
    queryKey: cardIssuerKeys.issuer,
    queryFn: ({ signal }) => apiRequest<CardIssuer>('/card_issuer', { signal }),
    staleTime: 60 * 60_000,
  });

/** The issuer details, or undefined while they load (or could not be loaded): cards then leave those lines out. */
export function useCardIssuer(): CardIssuer | undefined {
  return useQuery(cardIssuerQueryOptions()).data;
}
