import type { MedicationListResponse } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type MedicationListParams = {
  highlighted?: boolean;
  has_prices?: boolean;
  limit?: number;
  search?: string;
  day_supply?: 30 | 90;
};

/** Home's "real member savings" cards: the highlighted medications (the server prefetches the same call). */
export const HIGHLIGHTED_LIST_PARAMS: MedicationListParams = { highlighted: true, limit: 12 };

export const medicationKeys = {
  all: ['medications'] as const,
  list: (params: MedicationListParams) => ['medications', 'list', params] as const,
};

function getMedications(params: MedicationListParams, signal?: AbortSignal) {
  return apiRequest<MedicationListResponse>('/medications', { query: params, signal });
}

export const medicationsQueryOptions = (params: MedicationListParams) =>
  queryOptions({
    queryKey: medicationKeys.list(params),
    queryFn: ({ signal }) => getMedications(params, signal),
  });

/** Home: highlighted=true, limit 12. Estimator and member page: limit 50, has_prices=true (docs/product.md §7). */
export function useMedications(params: MedicationListParams, options: { placeholderPrevious?: boolean } = {}) {
  return useQuery({
    ...medicationsQueryOptions(params),
    placeholderData: options.placeholderPrevious ? (previous) => previous : undefined,
  });
}
