import type { AdminCatalogUploadDetail, AdminCatalogUploadsResponse } from '@arx/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const catalogKeys = {
  all: ['admin', 'catalog'] as const,
  // Apart, so reading the history again never refetches an open diff (the rows re-read by a publish).
  uploads: ['admin', 'catalog', 'uploads'] as const,
  upload: (id: number) => ['admin', 'catalog', 'upload', id] as const,
};

/** GET /admin/catalog/uploads: every upload, newest first, and the live catalogue's version. */
export const catalogUploadsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.uploads,
    queryFn: ({ signal }) => apiRequest<AdminCatalogUploadsResponse>('/admin/catalog/uploads', { signal }),
    staleTime: 0,
  });

export function useCatalogUploads() {
  return useQuery(catalogUploadsQueryOptions());
}

/**
 * GET /admin/catalog/uploads/:id: the upload and what publishing it would change now. Always read
 * again: a diff is only worth confirming against the live catalogue of this moment.
 */
export const catalogUploadQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.upload(id),
    queryFn: ({ signal }) => apiRequest<AdminCatalogUploadDetail>(`/admin/catalog/uploads/${id}`, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** The detail read only when asked (`enabled` false until then, or a refetch). */
export function useCatalogUpload(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...catalogUploadQueryOptions(id), enabled });
}
