import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { UPGRADE_PATH } from '../family';

/** docs/product.md §2, §4: members on a plan that cannot hold them are suspended until the plan changes. */
export function FamilyPlanWarning() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="mt-0.5 size-5 shrink-0 text-amber-700"
      >
        <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      </svg>
      <div className="min-w-0">
        <p className="font-semibold">
          <Trans>Family Plan Required</Trans>
        </p>
        <p className="mt-1 text-sm">
          <Trans>
            Your current plan does not include family members, so their cards are suspended. Upgrade to a Family or
            Partner/Pet plan to reactivate them.
          </Trans>
        </p>
        <Link
          to={UPGRADE_PATH}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-amber-950 text-sm underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-800"
        >
          <Trans>View plans</Trans>
        </Link>
      </div>
    </div>
  );
}
