import { useId } from 'react';

/** The ranges offered, in weeks (the API takes 4 to 104). */
export const BUSINESS_RANGES = [
  { weeks: 4, label: '4 weeks' },
  { weeks: 12, label: '12 weeks' },
  { weeks: 26, label: '6 months' },
  { weeks: 52, label: '1 year' },
  { weeks: 104, label: '2 years' },
] as const;

export const DEFAULT_WEEKS = 26;

/** Which weeks the charts cover: a radio group, so arrow keys move between the ranges. */
export function BusinessRange({ value, onChange }: { value: number; onChange: (weeks: number) => void }) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 font-medium text-ink text-sm">Show the last</legend>
      <div className="grid w-full grid-cols-3 gap-1 rounded-lg border border-slate-300 bg-slate-50 p-1 sm:inline-flex sm:w-auto">
        {BUSINESS_RANGES.map((range) => (
          <label key={range.weeks} className="relative">
            <input
              type="radio"
              name={name}
              value={range.weeks}
              checked={value === range.weeks}
              onChange={() => onChange(range.weeks)}
              className="peer sr-only"
            />
            <span className="flex min-h-11 cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-3 font-semibold text-slate-700 text-sm underline-offset-4 hover:underline peer-checked:bg-brand-700 peer-checked:text-white peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 peer-focus-visible:outline-offset-2">
              {range.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
