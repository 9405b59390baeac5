import type { AdminCatalogUpload } from '@arx/contracts/admin';
import { useCatalogUpload } from '../api/get-catalog-uploads';
import { LoadError, LoadingRows } from './admin-states';
import { CatalogConfirmDialog } from './catalog-confirm-dialog';
import { CatalogDiffView } from './catalog-diff';

type Props = {
  upload: AdminCatalogUpload;
  isPending: boolean;
  /** Called with the version the diff shown was computed against. */
  onConfirm: (expectedCatalogVersion: number) => void;
  onClose: () => void;
};

/**
 * "Roll back to this": publishing an earlier upload's file again. The dialog reads what that
 * would change against the live catalogue now, and confirms only once it is on screen.
 */
export function CatalogRollbackDialog({ upload, isPending, onConfirm, onClose }: Props) {
  const detail = useCatalogUpload(upload.id, { enabled: true });
  // A diff kept from an earlier opening may be out of date: only the one read now is shown.
  const diff = detail.isFetchedAfterMount && !detail.isFetching ? (detail.data?.diff ?? null) : null;
  return (
    <CatalogConfirmDialog
      title={`Roll back to #${upload.id} ${upload.file_name}?`}
      counts={diff?.counts ?? null}
      confirmLabel="Roll back"
      pendingLabel="Rolling back..."
      isPending={isPending}
      canConfirm={diff !== null}
      onConfirm={() => diff && onConfirm(diff.catalog_version)}
      onClose={onClose}
    >
      {detail.isError ? (
        <LoadError
          error={detail.error}
          fallback="What rolling back would change could not be read."
          onRetry={() => void detail.refetch()}
        />
      ) : diff ? (
        <CatalogDiffView diff={diff} />
      ) : (
        <LoadingRows label="Checking what rolling back would change..." />
      )}
    </CatalogConfirmDialog>
  );
}
