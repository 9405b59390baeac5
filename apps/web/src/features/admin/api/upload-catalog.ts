import type { AdminCatalogUploadRequest, AdminCatalogUploadResponse } from '@arx/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './get-catalog-uploads';

/** A 422 for the file's content carries the upload answer's shape; one for the request itself does not. */
function isProblemsAnswer(body: unknown): body is AdminCatalogUploadResponse {
  return typeof body === 'object' && body !== null && Array.isArray((body as { problems?: unknown }).problems);
}

/**
 * POST /admin/catalog/uploads. A file with problems is an answer like any other (422 with the
 * problems by line), so it resolves rather than fails; a refused request (reauth, too large) fails.
 */
async function uploadCatalog(request: AdminCatalogUploadRequest): Promise<AdminCatalogUploadResponse> {
  try {
    return await apiRequest<AdminCatalogUploadResponse>('/admin/catalog/uploads', { method: 'POST', body: request });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && isProblemsAnswer(error.body)) return error.body;
    throw error;
  }
}

/** A kept draft joins the history, so the list is read again. */
export function useUploadCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCatalog,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.uploads }),
  });
}
