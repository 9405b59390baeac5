import type { Membership } from '@arx/contracts';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { MembershipCard } from './membership-card';
import { PrintCardButton } from './print-card-button';

type CardSectionProps = {
  /** Null while the membership loads. */
  membership: Membership | null;
  onCompleteProfile: () => void;
  /** The wallet buttons, from the wallet feature (the dashboard puts them in). */
  renderWalletActions: (membership: Membership) => ReactNode;
};

function CardStatus({ complete }: { complete: boolean }) {
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 font-semibold text-sm ${
        complete ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'
      }`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${complete ? 'bg-emerald-600' : 'bg-amber-500'}`} />
      {complete ? <Trans>Ready to use</Trans> : <Trans>Profile incomplete</Trans>}
    </p>
  );
}

/** The dashboard's savings card with its state and actions (docs/product.md §2 Dashboard, Card display). */
export function CardSection({ membership, onCompleteProfile, renderWalletActions }: CardSectionProps) {
  const complete = membership?.profile_completed === true;
  return (
    <section
      aria-labelledby="savings-card-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-3">
        <h2 id="savings-card-title" className="font-bold text-ink text-xl">
          <Trans>Your Savings Card</Trans>
        </h2>
        {membership && <CardStatus complete={complete} />}
      </div>
      <div className="mt-5 grid grid-cols-1 gap-6 sm:grid-cols-[minmax(0,22rem)_1fr] sm:items-start">
        <div className="w-full max-w-[22rem]">
          {membership ? (
            <MembershipCard membership={membership} isPrimary={membership.person_code === 1} />
          ) : (
            <div className="flex aspect-[85.6/53.98] w-full animate-pulse items-center justify-center rounded-2xl bg-slate-200">
              <span role="status" className="sr-only">
                <Trans>Loading your card...</Trans>
              </span>
            </div>
          )}
        </div>
        {membership && (
          <div className="space-y-4 text-slate-700">
            {complete ? (
              <p>
                <Trans>Show this card or your member ID at the pharmacy counter to get member prices.</Trans>
              </p>
            ) : (
              <>
                <p>
                  <Trans>Your card becomes active once your profile is complete. It only takes a minute.</Trans>
                </p>
                <Button onClick={onCompleteProfile}>
                  <Trans>Activate your card</Trans>
                </Button>
              </>
            )}
            <div className="flex flex-wrap gap-3">
              {/* Counter mode needs a real membership: the placeholder (id 0) has no card to save. */}
              {membership.id > 0 && (
                <ButtonLink to="/counter">
                  <Trans>Show at pharmacy</Trans>
                </ButtonLink>
              )}
              {renderWalletActions(membership)}
              <PrintCardButton membership={membership} isPrimary={membership.person_code === 1} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
