import type { AdminCatalogUpload } from '@arx/contracts/admin';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { failureMessage } from '../admin-errors';
import { useDiscardCatalogUpload } from '../api/discard-catalog-upload';
import { useDownloadCatalogUpload } from '../api/download-catalog-upload';
import { useCatalogUploads } from '../api/get-catalog-uploads';
import { useRollBackCatalogUpload } from '../api/roll-back-catalog-upload';
import { StackedTable } from './admin-stacked-table';
import { EmptyState, LoadError, LoadingRows } from './admin-states';
import { CatalogOutcome } from './catalog-outcome';
import { CatalogRollbackDialog } from './catalog-rollback-dialog';
import { CatalogUploadRow } from './catalog-upload-row';

const HEADING_ID = 'admin-prices-history';

/** Every upload, newest first, with its file to download and, for an earlier published one, a roll back. */
export function CatalogHistory() {
  const uploads = useCatalogUploads();
  const rollBack = useRollBackCatalogUpload();
  const download = useDownloadCatalogUpload();
  const discard = useDiscardCatalogUpload();
  const [discarding, setDiscarding] = useState<AdminCatalogUpload | null>(null);
  const [rollingBackTo, setRollingBackTo] = useState<AdminCatalogUpload | null>(null);
  /** The upload asked about last, so "Check again" after a 409 opens its dialog once more. */
  const [lastAsked, setLastAsked] = useState<AdminCatalogUpload | null>(null);

  const onAsk = (upload: AdminCatalogUpload) => {
    rollBack.reset();
    setLastAsked(upload);
    setRollingBackTo(upload);
  };
  const onDiscard = () => {
    if (!discarding || discard.isPending) return;
    discard.mutate(discarding, { onSuccess: () => setDiscarding(null) });
  };
  const onConfirm = (expected_catalog_version: number) => {
    if (!rollingBackTo || rollBack.isPending) return;
    rollBack.mutate({ id: rollingBackTo.id, expected_catalog_version }, { onSettled: () => setRollingBackTo(null) });
  };

  return (
    // A div: the table's scrolling box is the region this heading names.
    <div className="space-y-4">
      <h2 id={HEADING_ID} className="font-bold text-2xl text-ink">
        Uploads
      </h2>
      <CatalogOutcome
        message={rollBack.data?.message ?? null}
        error={rollBack.error}
        onRecheck={() => lastAsked && onAsk(lastAsked)}
        fallback="The catalogue could not be rolled back. Please try again."
      />
      {discard.isSuccess && (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 font-medium text-emerald-900"
        >
          {discard.data.message}
        </p>
      )}
      {download.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-900">
          {failureMessage(download.error, 'The file could not be downloaded. Please try again.')}
        </p>
      )}
      {uploads.isPending ? (
        <LoadingRows label="Loading uploads..." />
      ) : !uploads.data ? (
        <LoadError error={uploads.error} fallback="Failed to load uploads." onRetry={() => void uploads.refetch()} />
      ) : uploads.data.uploads.length === 0 ? (
        <EmptyState title="No uploads yet">
          The catalogue in use came from the seed file or the command line import.
        </EmptyState>
      ) : (
        <section
          aria-labelledby={HEADING_ID}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1)
          tabIndex={0}
          className="rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-700 sm:overflow-x-auto sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm"
        >
          <StackedTable
            labelledBy={HEADING_ID}
            columns={['File', 'Uploaded', 'Status', 'Changes', 'Actions']}
            className="sm:min-w-[56rem]"
          >
            {uploads.data.uploads.map((upload) => (
              <CatalogUploadRow
                key={upload.id}
                upload={upload}
                isBusy={rollBack.isPending || discard.isPending}
                isDownloading={download.isPending && download.variables?.id === upload.id}
                onDownload={() => download.mutate(upload)}
                onRollBack={() => onAsk(upload)}
                onDiscard={() => {
                  discard.reset();
                  setDiscarding(upload);
                }}
              />
            ))}
          </StackedTable>
        </section>
      )}
      {discarding && (
        <ConfirmDialog
          title={`Discard ${discarding.file_name}?`}
          confirmLabel="Discard draft"
          busyLabel="Discarding..."
          busy={discard.isPending}
          error={
            discard.isError
              ? failureMessage(discard.error, 'The draft could not be discarded. Please try again.')
              : null
          }
          size="compact"
          onConfirm={onDiscard}
          onClose={() => setDiscarding(null)}
        >
          <p>
            The file goes for good and nothing about the live catalogue changes. Upload it again to publish it later.
          </p>
        </ConfirmDialog>
      )}
      {rollingBackTo && (
        <CatalogRollbackDialog
          upload={rollingBackTo}
          isPending={rollBack.isPending}
          onConfirm={onConfirm}
          onClose={() => setRollingBackTo(null)}
        />
      )}
    </div>
  );
}
