import type { AdminClaimsImportRequest, AdminClaimsImportResponse } from '@arx/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { claimsKeys } from './get-claims-imports';

/** A 422 for the file's content carries the report's shape; one for the request itself does not. */
function isReport(body: unknown): body is AdminClaimsImportResponse {
  return typeof body === 'object' && body !== null && Array.isArray((body as { problems?: unknown }).problems);
}

/**
 * POST /admin/claims/imports. A file refused whole is a report like any other (422 with its
 * problem by line), so it resolves rather than fails; a refused request (reauth, too large) fails.
 */
async function importClaims(request: AdminClaimsImportRequest): Promise<AdminClaimsImportResponse> {
  try {
    return await apiRequest<AdminClaimsImportResponse>('/admin/claims/imports', { method: 'POST', body: request });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && isReport(error.body)) return error.body;
    throw error;
  }
}

/** An import joins the history, so the list is read again. */
export function useImportClaims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importClaims,
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimsKeys.imports }),
  });
}
