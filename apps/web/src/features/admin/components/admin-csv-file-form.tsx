import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isBackOfficeReadOnly } from '../admin-read-only';

const MEGABYTE = 1024 * 1024;
const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < MEGABYTE
      ? `${Math.round(bytes / 1024)} kB`
      : `${(bytes / MEGABYTE).toFixed(1)} MB`;

type Props = {
  title: string;
  hint: ReactNode;
  /** The file input's label ("Catalogue file"); in lower case it names the file in messages. */
  label: string;
  maxBytes: number;
  actionLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onSubmit: (request: { file_name: string; csv: string }) => void;
};

/**
 * Choose a CSV file and send it (the catalogue upload, the claims import). A file over the API's
 * limit is refused here, without sending it: the operator learns at once instead of after
 * uploading megabytes for nothing.
 */
export function AdminCsvFileForm({
  title,
  hint,
  label,
  maxBytes,
  actionLabel,
  busyLabel,
  isBusy: sending,
  onSubmit: send,
}: Props) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);
  const isBusy = sending || isReading;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    if (!file) return setProblem(`Choose a ${label.toLowerCase()} (.csv) first.`);
    if (file.size > maxBytes) {
      return setProblem(
        `${file.name} is ${formatSize(file.size)}; a ${label.toLowerCase()} can be at most ${formatSize(maxBytes)}.`,
      );
    }
    setReading(true);
    try {
      send({ file_name: file.name, csv: await file.text() });
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
        {title}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-slate-700 text-sm">
        {hint}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-file`} className="mb-1.5 block font-medium text-ink text-sm">
            {label}
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
        <Button type="submit" disabled={isBusy || isBackOfficeReadOnly()} className="sm:w-auto">
          {isBusy ? busyLabel : actionLabel}
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
