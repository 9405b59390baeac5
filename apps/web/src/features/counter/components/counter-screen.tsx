import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { holderToShow, type SavedCard } from '../saved-card';
import { useWakeLock } from '../use-wake-lock';
import { CounterView } from './counter-view';

type CounterScreenProps = {
  /** The household's cards from the API, once they have arrived. */
  live: SavedCard | null;
  /** The copy saved on this device, shown until (or instead of, offline) the live one. */
  saved: SavedCard | null;
  isLoading: boolean;
  /** `?card=<membership id>`: a household member's card; the card holder's without it. */
  cardId: string | null;
};

function Message({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border-2 border-slate-950 p-4 font-semibold text-lg text-slate-950">{children}</p>;
}

/** Counter mode's whole screen (docs/decisions/0017-counter-and-savings.md): no header, no footer. */
export function CounterScreen({ live, saved, isLoading, cardId }: CounterScreenProps) {
  useWakeLock();
  const card = live ?? saved;
  const holder = card ? holderToShow(card, cardId) : null;
  return (
    <main id="main" className="min-h-svh bg-white text-slate-950">
      <div className="mx-auto max-w-3xl px-4 py-4 sm:px-8 sm:py-6">
        <Link
          to="/dashboard"
          className="inline-flex min-h-12 items-center gap-2 rounded-lg px-2 font-bold text-brand-800 text-lg underline underline-offset-4 hover:bg-slate-100 focus-visible:outline-4 focus-visible:outline-brand-700"
        >
          <span aria-hidden="true">←</span> <Trans>Back to dashboard</Trans>
        </Link>
        <div className="mt-4">
          {card && holder ? (
            <CounterView holder={holder} issuer={card.issuer} savedAt={live ? null : new Date(card.refreshed_at)} />
          ) : (
            <>
              <h1 className="mb-6 font-bold text-4xl">
                <Trans>Show at pharmacy</Trans>
              </h1>
              {isLoading ? (
                <p role="status" className="font-semibold text-lg">
                  <Trans>Loading your card...</Trans>
                </p>
              ) : card ? (
                <Message>
                  <Trans>This card is not in your household. Go back to the dashboard and choose a card.</Trans>
                </Message>
              ) : (
                <Message>
                  <Trans>
                    Your card is not saved on this device yet. Open it once while you are online and it will be here
                    next time, even without a signal.
                  </Trans>
                </Message>
              )}
            </>
          )}
        </div>
      </div>
    </main>
  );
}
