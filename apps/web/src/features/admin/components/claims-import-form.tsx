import type { AdminClaimsImportRequest } from '@arx/contracts/admin';
import { CLAIMS_IMPORT_MAX_BYTES } from '../api/claims-limits';
import { AdminCsvFileForm } from './admin-csv-file-form';

type Props = {
  isImporting: boolean;
  onImport: (request: AdminClaimsImportRequest) => void;
};

/** Choose the processor's claims file and import it. */
export function ClaimsImportForm({ isImporting, onImport }: Props) {
  return (
    <AdminCsvFileForm
      title="Import a claims file"
      hint="The card processor’s CSV file, one fill a line. Lines for our members go into their savings, marked “from your pharmacy”; lines already imported are left as they are, so importing a file twice is safe."
      label="Claims file"
      maxBytes={CLAIMS_IMPORT_MAX_BYTES}
      actionLabel="Import"
      busyLabel="Importing..."
      isBusy={isImporting}
      onSubmit={onImport}
    />
  );
}
