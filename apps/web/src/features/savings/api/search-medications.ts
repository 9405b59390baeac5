import type { MedicationListResponse } from '@arx/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const RESULTS_SHOWN = 8;

function searchMedications(search: string, signal?: AbortSignal) {
  return apiRequest<MedicationListResponse>('/medications', {
    query: { search, has_prices: true, limit: RESULTS_SHOWN },
    signal,
  });
}

/**
 * The public catalogue search the drug pricing page uses (GET /medications), with each
 * medication's packs and retail prices; nothing is asked for fewer than 2 letters.
 */
export function useMedicationSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['medications', 'list', { search: term, has_prices: true, limit: RESULTS_SHOWN }],
    queryFn: ({ signal }) => searchMedications(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
