import type { SavingsSummary } from '@arx/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every savings query: a recorded, edited or deleted fill changes the list and the totals alike. */
export const savingsKeys = {
  all: ['savings'] as const,
  summary: ['savings', 'summary'] as const,
  fills: (limit: number) => ['savings', 'fills', limit] as const,
};

function getSavingsSummary(signal?: AbortSignal) {
  return apiRequest<SavingsSummary>('/savings/summary', { signal });
}

export const savingsSummaryQueryOptions = () =>
  queryOptions({ queryKey: savingsKeys.summary, queryFn: ({ signal }) => getSavingsSummary(signal) });

/** GET /savings/summary: totals this year and all time, and the year's verdict against the fees. */
export function useSavingsSummary() {
  return useQuery(savingsSummaryQueryOptions());
}
