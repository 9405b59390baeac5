import type { AdminClaimsImportsResponse } from '@arx/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const claimsKeys = {
  imports: ['admin', 'claims', 'imports'] as const,
};

/** GET /admin/claims/imports: the latest imports, newest first. */
export const claimsImportsQueryOptions = () =>
  queryOptions({
    queryKey: claimsKeys.imports,
    queryFn: ({ signal }) => apiRequest<AdminClaimsImportsResponse>('/admin/claims/imports', { signal }),
    staleTime: 0,
  });

export function useClaimsImports() {
  return useQuery(claimsImportsQueryOptions());
}
