import { SegmentedControl } from '../../../components/ui/segmented-control';
import type { JobListStatus } from '../api/get-jobs';

const OPTIONS: { value: JobListStatus; label: string }[] = [
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
];

/** Which jobs to list. */
export function JobStatusToggle({
  value,
  onChange,
}: {
  value: JobListStatus;
  onChange: (value: JobListStatus) => void;
}) {
  return <SegmentedControl legend="Show jobs that are" options={OPTIONS} value={value} onChange={onChange} />;
}
