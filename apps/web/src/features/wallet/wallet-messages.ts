import { msg } from '@lingui/core/macro';

/** The wallet's words, exactly as docs/product.md §2 and §8 give them; shown with `i18n._`. */
export const WALLET_MESSAGES = {
  eligibilityFailed: msg`Failed to check eligibility`,
  added: msg`Pass added to wallet successfully!`,
  addFailed: msg`Failed to add pass to wallet`,
  downloadFailed: (status: number) => msg`Download failed with status ${status}`,
  unavailableTitle: msg`Wallet Pass Not Available`,
  notYetAvailable: msg`Your membership card is not yet available.`,
  subscriptionRequired: msg`An active subscription is required to access your wallet pass.`,
} as const;

export const WALLET_LABELS = {
  apple: msg`Add to Apple Wallet`,
  google: msg`Add to Google Wallet`,
  share: msg`Send to my phone`,
} as const;
