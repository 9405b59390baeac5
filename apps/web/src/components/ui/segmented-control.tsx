import { type ReactNode, useId } from 'react';

export type SegmentedOption<T> = { value: T; label: ReactNode };

/** Where the options sit and how their labels fit: classes of the options' row, each option, each label. */
export type SegmentedLayout = { options: string; option: string; label: string };

/**
 * Side by side, sharing a phone's width, each label on one line. A caller with other needs
 * (labels that wrap, a grid) passes its own layout: the classes only it uses stay in its code,
 * not in every page that shows a segmented control.
 */
export const ONE_LINE: SegmentedLayout = {
  options: 'inline-flex w-full sm:w-auto',
  option: 'relative flex-1 sm:flex-none',
  label: 'whitespace-nowrap px-4 transition-colors hover:text-brand-800',
};

// The chosen option keeps white text under the pointer: a hover colour would put teal on teal.
const LABEL =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-md font-semibold text-slate-700 text-sm peer-checked:bg-brand-700 peer-checked:text-white peer-checked:shadow-sm peer-checked:hover:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 peer-focus-visible:outline-offset-2';

/**
 * One choice of a few, shown as pills. Native radios in a fieldset rather than buttons: arrow keys
 * move between the options and screen readers announce a group, "2 of 3", as they expect.
 */
export function SegmentedControl<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  layout = ONE_LINE,
}: {
  legend: ReactNode;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  layout?: SegmentedLayout;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 font-medium text-ink text-sm">{legend}</legend>
      <div className={`rounded-lg border border-slate-300 bg-slate-50 p-1 ${layout.options}`}>
        {options.map((option) => (
          <label key={option.value} className={layout.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className={`${LABEL} ${layout.label}`}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
