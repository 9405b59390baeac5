import type { FillListResponse } from '@arx/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savingsKeys } from './get-savings-summary';

function getFills(limit: number, signal?: AbortSignal) {
  return apiRequest<FillListResponse>('/savings/fills', { query: { limit }, signal });
}

const fillsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: savingsKeys.fills(limit), queryFn: ({ signal }) => getFills(limit, signal) });

/** GET /savings/fills: the newest `limit` fills; "Show more" asks for a longer list, keeping the shown one meanwhile. */
export function useFills(limit: number) {
  return useQuery({ ...fillsQueryOptions(limit), placeholderData: keepPreviousData });
}
