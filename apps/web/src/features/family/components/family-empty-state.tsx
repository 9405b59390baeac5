import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { UPGRADE_PATH } from '../family';

/** docs/product.md §2: "No family members yet", with the way to add the first one or to a plan that can. */
export function FamilyEmptyState({ canAdd, onAdd }: { canAdd: boolean; onAdd: () => void }) {
  return (
    <div className="rounded-xl border border-slate-300 border-dashed px-4 py-10 text-center sm:px-6">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        className="mx-auto size-10 text-brand-700"
      >
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14a6.5 6.5 0 0 1 3 6" />
      </svg>
      <p className="mt-3 font-semibold text-ink text-lg">
        <Trans>No family members yet</Trans>
      </p>
      {canAdd ? (
        <>
          <p className="mt-1 text-slate-700">
            <Trans>Add the people and pets of your household: each gets their own card.</Trans>
          </p>
          <Button className="mt-5" onClick={onAdd}>
            <Trans>Add Your First Family Member</Trans>
          </Button>
        </>
      ) : (
        <p className="mt-1 text-slate-700">
          <Trans>
            Upgrade to a Family or Partner/Pet plan to add family members.{' '}
            <Link
              to={UPGRADE_PATH}
              className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              View plans
            </Link>
          </Trans>
        </p>
      )}
    </div>
  );
}
