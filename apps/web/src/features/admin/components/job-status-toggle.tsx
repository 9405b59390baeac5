import { useId } from 'react';
import type { JobListStatus } from '../api/get-jobs';

const OPTIONS: { value: JobListStatus; label: string }[] = [
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
];

/** Which jobs to list: a two-option radio group, so arrow keys move between them. */
export function JobStatusToggle({
  value,
  onChange,
}: {
  value: JobListStatus;
  onChange: (value: JobListStatus) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 font-medium text-ink text-sm">Show jobs that are</legend>
      <div className="inline-flex w-full rounded-lg border border-slate-300 bg-slate-50 p-1 sm:w-auto">
        {OPTIONS.map((option) => (
          <label key={option.value} className="relative flex-1 sm:flex-none">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="flex min-h-11 cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-4 font-semibold text-slate-700 text-sm transition-colors hover:text-brand-800 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 peer-focus-visible:outline-offset-2">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
