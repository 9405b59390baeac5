import type { AdminClaimsImportRequest } from '@arx/contracts/admin';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CLAIMS_IMPORT_MAX_BYTES } from '../api/claims-limits';

const MEGABYTE = 1024 * 1024;
const formatSize = (bytes: number) =>
  bytes < MEGABYTE ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / MEGABYTE).toFixed(1)} MB`;

type Props = {
  isImporting: boolean;
  onImport: (request: AdminClaimsImportRequest) => void;
};

/**
 * Choose the processor's claims file and import it. A file over the API's limit is refused here,
 * without sending it, so the operator learns at once instead of after uploading megabytes.
 */
export function ClaimsImportForm({ isImporting, onImport }: Props) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);
  const isBusy = isImporting || isReading;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    if (!file) return setProblem('Choose a claims file (.csv) first.');
    if (file.size > CLAIMS_IMPORT_MAX_BYTES) {
      return setProblem(
        `${file.name} is ${formatSize(file.size)}; a claims file can be at most ${formatSize(CLAIMS_IMPORT_MAX_BYTES)}.`,
      );
    }
    setReading(true);
    try {
      onImport({ file_name: file.name, csv: await file.text() });
    } catch {
      setProblem(`${file.name} could not be read. Choose it again.`);
    } finally {
      setReading(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="font-bold text-ink text-xl">
        Import a claims file
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-slate-700 text-sm">
        The card processor’s CSV file, one fill a line. Lines for our members go into their savings, marked “from your
        pharmacy”; lines already imported are left as they are, so importing a file twice is safe.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-file`} className="mb-1.5 block font-medium text-ink text-sm">
            Claims file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
            className="block min-h-11 w-full rounded-lg border border-slate-300 text-slate-700 text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:border-slate-300 file:border-r file:bg-slate-50 file:px-4 file:font-semibold file:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          />
        </div>
        <Button type="submit" disabled={isBusy} className="sm:w-auto">
          {isBusy ? 'Importing...' : 'Import'}
        </Button>
      </div>
      {file && (
        <p className="mt-2 break-all text-slate-700 text-sm">
          Chosen: <span className="font-semibold">{file.name}</span> ({formatSize(file.size)})
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-2 font-medium text-red-800 text-sm">
          {problem}
        </p>
      )}
    </form>
  );
}
