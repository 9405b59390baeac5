import type { WalletCard } from './wallet-card';

/**
 * How passes already in a wallet learn that the card changed (docs/decisions/0017): Apple's
 * devices are told by a push through APNs and then fetch the new pass from our pass web service;
 * Google's copy of the pass is rewritten through the Google Wallet API.
 */

/** Tells Apple devices that a pass they hold has changed (an empty push on the pass type's topic). */
export interface ApplePassPush {
  /**
   * Sends the push to each token. Answers the tokens Apple says are no longer valid (the device
   * removed the pass or the app), so their registrations can be dropped. Throws when APNs cannot
   * be reached or refuses us, so the job retries.
   */
  notify(pushTokens: readonly string[]): Promise<{ gone: string[] }>;
}

/** Rewrites the Google Wallet object of a pass with the card's current fields. */
export interface GooglePassUpdater {
  /** 'missing' when Google has no such object: the member never saved the pass. Throws on other failures. */
  update(card: WalletCard): Promise<'updated' | 'missing'>;
}

export type PassUpdaters = { apple: ApplePassPush; google: GooglePassUpdater };
