import type { AdminCatalogUpload } from '@arx/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { sendApiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /admin/catalog/uploads/:id/csv with the bearer token, saved under the name it was uploaded
 * with: a plain link could not send the token, and the token must never be put in a URL.
 */
async function downloadCatalogUpload(upload: AdminCatalogUpload): Promise<void> {
  const response = await sendApiRequest(`/admin/catalog/uploads/${upload.id}/csv`, { accept: 'text/csv' });
  saveFile(await response.blob(), upload.file_name);
}

export function useDownloadCatalogUpload() {
  return useMutation({ mutationFn: downloadCatalogUpload });
}
