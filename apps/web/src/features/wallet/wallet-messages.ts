/** The wallet's words, exactly as docs/product.md §2 and §8 give them. */
export const WALLET_MESSAGES = {
  eligibilityFailed: 'Failed to check eligibility',
  added: 'Pass added to wallet successfully!',
  addFailed: 'Failed to add pass to wallet',
  downloadFailed: (status: number) => `Download failed with status ${status}`,
  unavailableTitle: 'Wallet Pass Not Available',
  notYetAvailable: 'Your membership card is not yet available.',
  subscriptionRequired: 'An active subscription is required to access your wallet pass.',
} as const;

export const WALLET_LABELS = {
  apple: 'Add to Apple Wallet',
  google: 'Add to Google Wallet',
  share: 'Send to my phone',
} as const;
