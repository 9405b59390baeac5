import type { AdminCatalogDiff, AdminCatalogUpload } from '@arx/contracts/admin';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isBackOfficeReadOnly } from '../admin-read-only';
import { useCatalogUpload } from '../api/get-catalog-uploads';
import { isPublishConflict, usePublishCatalogUpload } from '../api/publish-catalog-upload';
import { LoadError } from './admin-states';
import { CatalogConfirmDialog } from './catalog-confirm-dialog';
import { CatalogDiffView } from './catalog-diff';
import { CatalogOutcome } from './catalog-outcome';

type Props = { upload: AdminCatalogUpload; diff: AdminCatalogDiff; message: string; headingId: string };

/**
 * A checked file kept as a draft: what publishing it would change, and Publish. The diff is the
 * upload's until the operator checks again (after someone else published), then the API's new one;
 * publishing always sends the version of the diff on screen.
 */
export function CatalogDraftReview({ upload, diff: uploadedDiff, message, headingId }: Props) {
  const detail = useCatalogUpload(upload.id, { enabled: false });
  const publish = usePublishCatalogUpload();
  const [isConfirming, setConfirming] = useState(false);
  const diff = detail.data?.diff ?? uploadedDiff;
  // Checking again may find it published already (from another tab): there is nothing left to publish.
  const isPublished = publish.isSuccess || detail.data?.upload.status === 'published';

  const onPublish = () => {
    if (publish.isPending) return;
    publish.mutate(
      { id: upload.id, expected_catalog_version: diff.catalog_version },
      { onSettled: () => setConfirming(false) },
    );
  };
  const onRecheck = () => {
    publish.reset();
    void detail.refetch();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} tabIndex={-1} className="font-bold text-2xl text-ink outline-none">
          What publishing {upload.file_name} changes
        </h2>
        <p className="mt-1 text-slate-700">{message}</p>
      </div>
      {detail.isFetching ? (
        <p role="status" className="text-slate-700">
          Checking the file against the live catalogue again...
        </p>
      ) : detail.isError ? (
        <LoadError error={detail.error} fallback="The file could not be checked again." onRetry={onRecheck} />
      ) : (
        <CatalogDiffView diff={diff} />
      )}
      <CatalogOutcome
        message={publish.data?.message ?? null}
        error={publish.error}
        onRecheck={onRecheck}
        fallback="The catalogue could not be published. Please try again."
      />
      {detail.data?.upload.status === 'published' && !publish.isSuccess && (
        <p className="text-slate-700">This upload is published already; the history below shows it.</p>
      )}
      {!isPublished && (
        <div className="flex justify-end">
          <Button
            className="w-full sm:w-auto"
            // After a 409 the diff on screen is out of date: only checking again can make it publishable.
            disabled={
              publish.isPending || detail.isFetching || isPublishConflict(publish.error) || isBackOfficeReadOnly()
            }
            onClick={() => setConfirming(true)}
          >
            Publish
          </Button>
        </div>
      )}
      {isConfirming && (
        <CatalogConfirmDialog
          title={`Publish ${upload.file_name}?`}
          counts={diff.counts}
          confirmLabel="Publish"
          pendingLabel="Publishing..."
          isPending={publish.isPending}
          canConfirm
          onConfirm={onPublish}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
