import { PASS_LINK_TTL_SECONDS, type WalletPlatform } from '@arx/contracts/wallet';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAddPassLink } from '../api/get-add-pass-link';
import { translateWalletMessage } from '../rule-messages';
import { formatMinutesSeconds, useSecondsLeft } from '../use-countdown';
import { QrCode } from './qr-code';

const LINK_FAILED = msg`Could not create a link. Please try again.`;
const COPIED_FEEDBACK_MS = 2000;
const LINK_MINUTES = PASS_LINK_TTL_SECONDS / 60;

const PHONES: { platform: WalletPlatform; label: string }[] = [
  { platform: 'ios', label: 'iPhone' },
  { platform: 'android', label: 'Android' },
];

type Props = {
  /** A family member's card; the card holder's own card when undefined. */
  membershipId?: number;
  onClose: () => void;
};

/**
 * The server's own words for a refusal (a 429 says how long to wait), in the page's language;
 * ours for anything else.
 */
function linkErrorMessage(error: unknown, i18n: I18n): string {
  return error instanceof ApiError && error.body?.message
    ? translateWalletMessage(i18n, error.body.message)
    : i18n._(LINK_FAILED);
}

/**
 * "Send to my phone" (docs/product.md §1: a pass shared through a short-lived link): a QR code and the
 * link itself, valid 10 minutes, counted down to the second. The phone that opens it gets the
 * pass for its wallet without signing in; once it has expired a new one is a click away.
 */
export default function ShareLinkDialog({ membershipId, onClose }: Props) {
  const id = useId();
  const toast = useToast();
  const { t, i18n } = useLingui();
  const [platform, setPlatform] = useState<WalletPlatform>('ios');
  const [copied, setCopied] = useState(false);
  const link = useAddPassLink(platform, membershipId);
  const secondsLeft = useSecondsLeft(link.data?.expiresAtMs ?? null);
  const live = link.data !== undefined && secondsLeft > 0;
  const refreshing = link.isFetching;
  const timeLeft = formatMinutesSeconds(secondsLeft);
  const minutes = LINK_MINUTES;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const onCopy = async () => {
    try {
      if (!navigator.clipboard?.writeText || !link.data) throw new Error('Clipboard is not available');
      await navigator.clipboard.writeText(link.data.link);
      setCopied(true);
      toast.show(t`Link copied to clipboard!`, 'success');
    } catch {
      toast.show(t`Failed to copy link`, 'error');
    }
  };
  const getNewLink = () => void link.refetch();

  return (
    <Dialog open onClose={onClose} labelledBy={`${id}-title`} describedBy={`${id}-text`} className="sm:max-w-md">
      <div className="p-5 sm:p-8">
        <h2 id={`${id}-title`} className="pr-2 font-bold text-2xl text-ink">
          <Trans>Send your card to your phone</Trans>
        </h2>
        <p id={`${id}-text`} className="mt-2 text-slate-700 text-sm">
          <Trans>
            Scan the code with your phone's camera, or open the link on your phone, to add your card to its wallet.
          </Trans>
        </p>

        <fieldset className="mt-5">
          <legend className="font-semibold text-ink text-sm">
            <Trans>Your phone</Trans>
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {PHONES.map((phone) => (
              <label
                key={phone.platform}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 has-focus-visible:outline-offset-2"
              >
                <input
                  type="radio"
                  name={`${id}-phone`}
                  value={phone.platform}
                  checked={platform === phone.platform}
                  onChange={() => setPlatform(phone.platform)}
                  className="size-4 accent-brand-700"
                />
                {phone.label}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="mt-5">
          {(link.isPending || (link.isError && refreshing)) && (
            <div className="flex min-h-48 items-center justify-center rounded-xl bg-slate-50">
              <Spinner label={t`Creating your link...`} visibleLabel className="text-slate-700" />
            </div>
          )}
          {link.isError && !refreshing && (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 text-sm">
              <p className="font-semibold">{linkErrorMessage(link.error, i18n)}</p>
              <Button variant="secondary" className="mt-3" onClick={getNewLink}>
                <Trans>Get a new link</Trans>
              </Button>
            </div>
          )}
          {link.data && !link.isError && live && (
            <div className="space-y-4">
              <QrCode
                value={link.data.link}
                label={t`QR code of the link to your card's wallet pass`}
                className="mx-auto size-48 rounded-lg border border-slate-200 sm:size-56"
              />
              <div className="flex items-center gap-2">
                <input
                  readOnly
                  value={link.data.link}
                  aria-label={t`Link to your card's wallet pass`}
                  onFocus={(event) => event.currentTarget.select()}
                  className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-slate-800 text-xs"
                />
                <Button variant="secondary" className="shrink-0 px-3" onClick={onCopy}>
                  {copied ? <Trans>Copied!</Trans> : <Trans>Copy link</Trans>}
                </Button>
              </div>
              {/* A timer is not read out each second; the member can still find it. */}
              <p role="timer" aria-atomic="true" className="text-center font-semibold text-slate-700 text-sm">
                <Trans>Valid for {timeLeft}</Trans>
              </p>
            </div>
          )}
          {link.data && !link.isError && !live && (
            <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 text-sm">
              <p className="font-semibold">
                <Trans>This link has expired.</Trans>
              </p>
              <p className="mt-1">
                <Trans>Links work for {minutes} minutes. Get a new one to add your card.</Trans>
              </p>
              <Button className="mt-3" onClick={getNewLink} disabled={refreshing} aria-busy={refreshing}>
                <Trans>Get a new link</Trans>
              </Button>
            </div>
          )}
        </div>

        <div className="mt-6 flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
