import type { AdminCatalogDiscardResponse, AdminCatalogUpload } from '@arx/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './get-catalog-uploads';

function discardCatalogUpload(upload: Pick<AdminCatalogUpload, 'id'>) {
  return apiRequest<AdminCatalogDiscardResponse>(`/admin/catalog/uploads/${upload.id}`, { method: 'DELETE' });
}

/**
 * DELETE /admin/catalog/uploads/:id: a draft nobody will publish goes. A write (403
 * reauth_required for an old sign-in); a published upload answers 409. The history is read again.
 */
export function useDiscardCatalogUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardCatalogUpload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.uploads }),
  });
}
