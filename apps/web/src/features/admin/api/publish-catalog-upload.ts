import type { AdminCatalogPublishRequest, AdminCatalogPublishResponse } from '@arx/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './get-catalog-uploads';

export type PublishVariables = { id: number } & AdminCatalogPublishRequest;

/**
 * A 409 to a publish or a roll back: above all catalog_changed, the live catalogue moved since the
 * diff the operator saw, and nothing was published. The API may also answer 409 conflict (the
 * upload was published meanwhile from another tab); either way the diff on screen is out of date.
 */
export function isPublishConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/** The code is compared as text: the shared error codes do not list it. */
export function isCatalogChanged(error: unknown): boolean {
  return isPublishConflict(error) && (error.body?.code as string | undefined) === 'catalog_changed';
}

function publishCatalogUpload({ id, expected_catalog_version }: PublishVariables) {
  return apiRequest<AdminCatalogPublishResponse>(`/admin/catalog/uploads/${id}/publish`, {
    method: 'POST',
    body: { expected_catalog_version } satisfies AdminCatalogPublishRequest,
  });
}

/**
 * POST /admin/catalog/uploads/:id/publish with the catalogue version the diff was computed
 * against. A write: 403 reauth_required for an old sign-in. The history is read again either way.
 */
export function usePublishCatalogUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishCatalogUpload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.uploads }),
  });
}
