import { useLingui } from '@lingui/react/macro';

/**
 * A busy indicator that screen readers announce. `visibleLabel` also shows the words (the
 * "Loading medications..." states of docs/product.md §2); otherwise they are for screen readers only.
 */
export function Spinner({
  label,
  className = '',
  visibleLabel = false,
}: {
  label?: string;
  className?: string;
  visibleLabel?: boolean;
}) {
  const { t } = useLingui();
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span className={visibleLabel ? '' : 'sr-only'}>{label ?? t`Loading`}</span>
    </span>
  );
}
