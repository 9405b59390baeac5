import type { AdminCatalogUploadRequest } from '@arx/contracts/admin';
import { CATALOG_UPLOAD_MAX_BYTES } from '../api/catalog-limits';
import { AdminCsvFileForm } from './admin-csv-file-form';

type Props = {
  isChecking: boolean;
  onCheck: (request: AdminCatalogUploadRequest) => void;
};

/** Choose a catalogue file and check it: nothing changes until it is published. */
export function CatalogUploadForm({ isChecking, onCheck }: Props) {
  return (
    <AdminCsvFileForm
      title="Check a catalogue file"
      hint="The whole catalogue as a CSV file in the import’s format, one pack a line. Nothing changes until you publish it."
      label="Catalogue file"
      maxBytes={CATALOG_UPLOAD_MAX_BYTES}
      actionLabel="Check file"
      busyLabel="Checking..."
      isBusy={isChecking}
      onSubmit={onCheck}
    />
  );
}
