import type { Membership } from '@arx/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { isFamilySectionShown } from '../family';
import { FamilyHousehold } from './family-household';
import type { CardSlots } from './member-card-modal';

type Props = CardSlots & {
  /** The card holder's membership: the family is its `family_members`. */
  membership: UseQueryResult<Membership>;
  /** Refreshes what the household's changes touch (the membership and the profile). */
  onChanged: () => Promise<unknown>;
};

function SectionFrame({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={titleId}
      className="@container rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {children}
    </section>
  );
}

/** The dashboard's Family Members section (docs/product.md §2), with its loading and error states. */
export function FamilyMembersSection({ membership: query, ...rest }: Props) {
  const titleId = useId();
  const { t } = useLingui();
  // A member without a membership yet (404) has no family to show; anything else is a failure.
  const failed = query.isError && !(query.error instanceof ApiError && query.error.status === 404);
  useEffect(() => {
    if (failed) console.error('Failed to load family members', query.error);
  }, [failed, query.error]);

  if (query.isPending || failed) {
    return (
      <SectionFrame titleId={titleId}>
        <h2 id={titleId} className="font-bold text-ink text-xl">
          <Trans>Family Members</Trans>
        </h2>
        {failed ? (
          <div role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
            <p className="font-semibold text-red-900">
              <Trans>Failed to load family members</Trans>
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          </div>
        ) : (
          <div className="mt-5 flex min-h-32 items-center justify-center rounded-xl bg-slate-50">
            <Spinner label={t`Loading family members...`} visibleLabel className="text-slate-700" />
          </div>
        )}
      </SectionFrame>
    );
  }
  if (!query.data || !isFamilySectionShown(query.data)) return null;
  return (
    <SectionFrame titleId={titleId}>
      <FamilyHousehold titleId={titleId} membership={query.data} {...rest} />
    </SectionFrame>
  );
}
