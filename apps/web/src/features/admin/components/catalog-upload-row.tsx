import type { AdminCatalogUpload } from '@arx/contracts/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../admin-format';
import { isBackOfficeReadOnly } from '../admin-read-only';
import { STACKED_CELL, StackedCell, StackedRow } from './admin-stacked-table';
import { describeCounts } from './catalog-confirm-dialog';

function StatusCell({ upload }: { upload: AdminCatalogUpload }) {
  return (
    <div className="flex flex-col items-end gap-1 sm:items-start">
      {upload.live ? (
        <Badge tone="green">Live now</Badge>
      ) : upload.status === 'published' ? (
        <Badge tone="blue">Published</Badge>
      ) : (
        <Badge tone="gray">Draft</Badge>
      )}
      {upload.rollback_of !== null && (
        <span className="text-slate-700 text-xs">Roll back of #{upload.rollback_of}</span>
      )}
      {upload.published_at && (
        <span className="text-slate-600 text-xs">
          <time dateTime={upload.published_at}>{formatDateTime(upload.published_at)}</time>
          {upload.published_by && ` by ${upload.published_by}`}
        </span>
      )}
    </div>
  );
}

type RowProps = {
  upload: AdminCatalogUpload;
  isBusy: boolean;
  isDownloading: boolean;
  onDownload: () => void;
  onRollBack: () => void;
  onDiscard: () => void;
};

/** One upload in the history: a row, or a card of its own on a phone. */
export function CatalogUploadRow({ upload, isBusy, isDownloading, onDownload, onRollBack, onDiscard }: RowProps) {
  const name = `#${upload.id} ${upload.file_name}`;
  const canRollBack = upload.status === 'published' && !upload.live;
  return (
    <StackedRow>
      {/* On a phone the file heads the card, so it has no label before it. */}
      <th
        scope="row"
        className={`${STACKED_CELL} text-left font-normal max-sm:block max-sm:text-left sm:min-w-[11rem]`}
      >
        <span className="block break-words font-semibold text-ink">{name}</span>
        <span className="block text-slate-600 text-xs">{upload.row_count.toLocaleString()} rows</span>
      </th>
      {/* One box in each cell: on a phone the cell is a row of its label and this. */}
      <StackedCell label="Uploaded" className="text-slate-700">
        <div>
          <span className="block">{upload.uploaded_by}</span>
          <time dateTime={upload.uploaded_at} className="block whitespace-nowrap text-xs">
            {formatDateTime(upload.uploaded_at)}
          </time>
        </div>
      </StackedCell>
      <StackedCell label="Status">
        <StatusCell upload={upload} />
      </StackedCell>
      <StackedCell label="Changes" className="text-slate-700 text-xs">
        <div>
          <span className="block">Medications: {describeCounts(upload.counts.medications)}</span>
          <span className="block">Packs: {describeCounts(upload.counts.packs)}</span>
        </div>
      </StackedCell>
      <StackedCell label="Actions">
        <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap sm:justify-start">
          {/* The labels name the upload: a screen reader's list of buttons is otherwise the same words many times. */}
          <Button
            variant="secondary"
            className="whitespace-nowrap px-3"
            disabled={isDownloading}
            aria-label={`${isDownloading ? 'Downloading' : 'Download CSV'} ${name}`}
            onClick={onDownload}
          >
            {isDownloading ? 'Downloading...' : 'Download CSV'}
          </Button>
          {canRollBack && (
            <Button
              variant="secondary"
              className="whitespace-nowrap px-3"
              disabled={isBusy || isBackOfficeReadOnly()}
              aria-label={`Roll back to this: ${name}`}
              onClick={onRollBack}
            >
              Roll back to this
            </Button>
          )}
          {upload.status === 'draft' && (
            <Button
              variant="ghost"
              className="whitespace-nowrap px-3"
              disabled={isBusy || isBackOfficeReadOnly()}
              aria-label={`Discard draft ${name}`}
              onClick={onDiscard}
            >
              Discard draft
            </Button>
          )}
        </div>
      </StackedCell>
    </StackedRow>
  );
}
