import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { DaySupply } from './price-rows';

const OPTIONS: readonly DaySupply[] = [30, 90];

/**
 * A segmented radio group: arrow keys move between the two supplies, as screen readers expect.
 * It is components/ui/segmented-control's markup, written out here: the estimator built on that
 * module shared a chunk with the back office's controls and its first download grew by 0.35 KB
 * (gzip), on a page at the edge of its 100 KB budget.
 */
export function DaySupplyToggle({ value, onChange }: { value: DaySupply; onChange: (value: DaySupply) => void }) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 font-medium text-ink text-sm">
        <Trans>Day supply</Trans>
      </legend>
      <div className="inline-flex w-full rounded-lg border border-slate-300 bg-slate-50 p-1 sm:w-auto">
        {OPTIONS.map((days) => (
          <label key={days} className="relative flex-1 sm:flex-none">
            <input
              type="radio"
              name={name}
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="peer sr-only"
            />
            <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 text-center leading-tight sm:whitespace-nowrap sm:px-4 font-semibold text-slate-700 text-sm transition-colors hover:text-brand-800 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:hover:text-white peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 peer-focus-visible:outline-offset-2">
              <Trans>{days}-day supply</Trans>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
