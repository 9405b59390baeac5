import { SegmentedControl, type SegmentedLayout, type SegmentedOption } from '../../../components/ui/segmented-control';

/** The ranges offered, in weeks (the API takes 4 to 104). */
export const BUSINESS_RANGES = [
  { weeks: 4, label: '4 weeks' },
  { weeks: 12, label: '12 weeks' },
  { weeks: 26, label: '6 months' },
  { weeks: 52, label: '1 year' },
  { weeks: 104, label: '2 years' },
] as const;

export const DEFAULT_WEEKS = 26;

const OPTIONS: SegmentedOption<number>[] = BUSINESS_RANGES.map((range) => ({ value: range.weeks, label: range.label }));

/** Five ranges: three to a line below sm, one row from sm up. */
const GRID: SegmentedLayout = {
  options: 'grid w-full grid-cols-3 gap-1 sm:inline-flex sm:w-auto',
  option: 'relative',
  label: 'whitespace-nowrap px-3 underline-offset-4 hover:underline',
};

/** Which weeks the charts cover. */
export function BusinessRange({ value, onChange }: { value: number; onChange: (weeks: number) => void }) {
  return <SegmentedControl legend="Show the last" options={OPTIONS} value={value} onChange={onChange} layout={GRID} />;
}
