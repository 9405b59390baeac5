import type { AdminCatalogPublishRequest, AdminCatalogPublishResponse } from '@arx/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './get-catalog-uploads';
import type { PublishVariables } from './publish-catalog-upload';

function rollBackCatalogUpload({ id, expected_catalog_version }: PublishVariables) {
  return apiRequest<AdminCatalogPublishResponse>(`/admin/catalog/uploads/${id}/rollback`, {
    method: 'POST',
    body: { expected_catalog_version } satisfies AdminCatalogPublishRequest,
  });
}

/**
 * POST /admin/catalog/uploads/:id/rollback: publishes an earlier upload's file again, with the
 * same version check and answers as publishing (409 catalog_changed, 403 reauth_required).
 */
export function useRollBackCatalogUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollBackCatalogUpload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.uploads }),
  });
}
