import type { DetectedPlatform } from '@arx/contracts/wallet';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import { useCreateWalletPass, WalletPassRefusedError } from './api/create-wallet-pass';
import { downloadWalletPass, PKPASS_FILE_NAME } from './api/download-wallet-pass';
import { launchIosPass } from './launch-ios-pass';
import { translateWalletMessage } from './rule-messages';
import { WALLET_MESSAGES } from './wallet-messages';

export type WalletAction = 'apple' | 'google';

type Options = {
  /** The card's membership: the download path names it. */
  membershipId: number;
  /** Sent as membership_id for a family member's card; the card holder's own card needs none. */
  requestedFor: number | undefined;
  platform: DetectedPlatform;
};

/**
 * docs/product.md §8: the server's message when it gave one (in the page's language, from
 * rule-messages.ts), otherwise the catalogue's words.
 */
function failureMessage(error: unknown, i18n: I18n): string {
  if (error instanceof DownloadError) return i18n._(WALLET_MESSAGES.downloadFailed(error.status));
  if (error instanceof WalletPassRefusedError && error.serverMessage) {
    return translateWalletMessage(i18n, error.serverMessage);
  }
  if (error instanceof ApiError && error.body?.message) return translateWalletMessage(i18n, error.body.message);
  return i18n._(WALLET_MESSAGES.addFailed);
}

/**
 * Getting a pass into a wallet, per platform (docs/product.md §4): Apple on iOS/Safari through the pass
 * launcher, Apple elsewhere as a .pkpass download, Google through its save link. Each button
 * has its own busy state; `blockedPassUrl` is set when iOS refused to open the pass window, so
 * the member can open it with a tap of their own.
 */
export function useAddToWallet({ membershipId, requestedFor, platform }: Options) {
  const toast = useToast();
  const { i18n } = useLingui();
  const createPass = useCreateWalletPass();
  const [busy, setBusy] = useState<Record<WalletAction, boolean>>({ apple: false, google: false });
  const running = useRef(new Set<WalletAction>());
  const [blockedPassUrl, setBlockedPassUrl] = useState<string | null>(null);

  const run = async (action: WalletAction, work: () => Promise<boolean>) => {
    // A ref, not the state: a double tap lands before the re-render that marks the button busy.
    if (running.current.has(action)) return;
    running.current.add(action);
    setBusy((b) => ({ ...b, [action]: true }));
    setBlockedPassUrl(null);
    try {
      if (await work()) toast.show(i18n._(WALLET_MESSAGES.added), 'success');
    } catch (error) {
      toast.show(failureMessage(error, i18n), 'error');
    } finally {
      running.current.delete(action);
      setBusy((b) => ({ ...b, [action]: false }));
    }
  };

  const addToApple = () =>
    run('apple', async () => {
      if (platform === 'ios' || platform === 'safari') {
        const pass = await createPass.mutateAsync({ platform, membership_id: requestedFor });
        if ((await launchIosPass(pass.pass_url)) !== 'blocked') return true;
        setBlockedPassUrl(pass.pass_url);
        return false;
      }
      saveFile(await download(membershipId), PKPASS_FILE_NAME);
      return true;
    });

  const addToGoogle = () =>
    run('google', async () => {
      const pass = await createPass.mutateAsync({ platform: 'android', membership_id: requestedFor });
      // On the phone the save page replaces this one (Google Wallet's app takes it from there);
      // on a computer it gets its own tab so the dashboard stays put.
      if (platform === 'android') window.location.assign(pass.pass_url);
      else window.open(pass.pass_url, '_blank', 'noopener');
      return true;
    });

  return { busy, addToApple, addToGoogle, blockedPassUrl };
}

/** The pass download was refused: the message names the status. */
class DownloadError extends Error {
  constructor(readonly status: number) {
    super(`Download failed with status ${status}`);
    this.name = 'DownloadError';
  }
}

async function download(membershipId: number): Promise<Blob> {
  try {
    return await downloadWalletPass(membershipId);
  } catch (error) {
    if (error instanceof ApiError) throw new DownloadError(error.status);
    throw error;
  }
}
