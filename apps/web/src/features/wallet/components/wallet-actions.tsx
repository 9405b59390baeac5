import type { FamilyMembership } from '@arx/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useWalletEligibility } from '../api/get-wallet-eligibility';
import { currentWalletPlatform } from '../detect-platform';
import { useAddToWallet, type WalletAction } from '../use-add-to-wallet';
import { WALLET_LABELS, WALLET_MESSAGES } from '../wallet-messages';
import { ButtonSpinner, PhoneIcon, WalletIcon } from './wallet-icons';
import { WalletUnavailablePanel } from './wallet-unavailable-panel';

// The QR encoder is only needed once someone asks for a link: it loads with the dialog.
const ShareLinkDialog = lazy(() => import('./share-link-dialog'));

type Props = {
  /** The card holder's membership or a family member's. */
  membership: Pick<FamilyMembership, 'id' | 'profile_completed'>;
  isPrimary: boolean;
};

function WalletButton({
  busy = false,
  disabled,
  onClick,
  icon,
  children,
  variant = 'primary',
}: {
  busy?: boolean;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
  children: string;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Button
      variant={variant}
      disabled={disabled}
      // Still focusable while busy (a disabled button would drop the focus); clicks are ignored.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
      className="aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {busy ? <ButtonSpinner /> : icon}
      {children}
    </Button>
  );
}

/**
 * The wallet buttons under a card (docs/product.md §2, §4): Apple Wallet on iOS and Safari, Google Wallet
 * on Android, and on anything else both plus "Send to my phone". They stay disabled while the
 * card's profile is incomplete; once it is complete the server says whether a pass can be made,
 * and if not the unavailable panel says why. Rendered as siblings so they share a row with
 * whatever buttons the card already has.
 */
export function WalletActions({ membership, isPrimary }: Props) {
  const toast = useToast();
  const { i18n } = useLingui();
  const [platform] = useState(currentWalletPlatform);
  const [sharing, setSharing] = useState(false);
  const requestedFor = isPrimary ? undefined : membership.id;
  const complete = membership.profile_completed;
  const eligibility = useWalletEligibility(requestedFor, complete);
  const wallet = useAddToWallet({ membershipId: membership.id, requestedFor, platform });

  // Once per failed check, not again when a remount finds the old failure while asking anew.
  const failedAt = eligibility.isError && eligibility.fetchStatus === 'idle' ? eligibility.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.show(i18n._(WALLET_MESSAGES.eligibilityFailed), 'error');
  }, [failedAt, toast, i18n]);

  if (complete && eligibility.data && !eligibility.data.eligible) {
    return <WalletUnavailablePanel hasActiveSubscription={eligibility.data.has_active_subscription} />;
  }

  // A failed check leaves the buttons usable: the server still refuses a pass it should not make.
  const disabled = !complete || eligibility.isPending;
  const apple = platform !== 'android';
  const google = platform === 'android' || platform === 'unknown';
  const button = (action: WalletAction, label: MessageDescriptor, onClick: () => void) => (
    <WalletButton key={action} busy={wallet.busy[action]} disabled={disabled} onClick={onClick} icon={<WalletIcon />}>
      {i18n._(label)}
    </WalletButton>
  );

  return (
    <>
      {apple && button('apple', WALLET_LABELS.apple, wallet.addToApple)}
      {google && button('google', WALLET_LABELS.google, wallet.addToGoogle)}
      {platform === 'unknown' && (
        <WalletButton variant="secondary" disabled={disabled} onClick={() => setSharing(true)} icon={<PhoneIcon />}>
          {i18n._(WALLET_LABELS.share)}
        </WalletButton>
      )}
      {wallet.blockedPassUrl && (
        <p role="status" className="w-full basis-full text-slate-700 text-sm">
          <Trans>
            Your pass did not open by itself.{' '}
            <a href={wallet.blockedPassUrl} className="font-semibold text-brand-800 underline">
              Open your pass
            </a>
          </Trans>
        </p>
      )}
      {sharing && (
        <Suspense fallback={null}>
          <ShareLinkDialog membershipId={requestedFor} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </>
  );
}
