import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { WALLET_MESSAGES } from '../wallet-messages';
import { WalletIcon } from './wallet-icons';

/** docs/product.md §2 Card display: why this card cannot go into a wallet yet. */
export function WalletUnavailablePanel({ hasActiveSubscription }: { hasActiveSubscription: boolean }) {
  const titleId = useId();
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby={titleId}
      className="flex w-full basis-full items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700 text-sm"
    >
      <WalletIcon className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <div>
        <h3 id={titleId} className="font-semibold text-ink">
          {i18n._(WALLET_MESSAGES.unavailableTitle)}
        </h3>
        <p className="mt-1">
          {i18n._(hasActiveSubscription ? WALLET_MESSAGES.notYetAvailable : WALLET_MESSAGES.subscriptionRequired)}
        </p>
      </div>
    </section>
  );
}
