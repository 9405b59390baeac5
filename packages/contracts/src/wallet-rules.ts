/**
 * Wallet rules shared by the API and the web app, without zod (the web imports this file at
 * runtime through `@arx/contracts/wallet`, which keeps zod out of the browser bundle).
 */

/** Platforms a pass can be made for (docs/product.md §3 Wallet pass). `unknown` is detected but never served. */
export const WALLET_PLATFORMS = ['ios', 'android', 'safari'] as const;
export type WalletPlatform = (typeof WALLET_PLATFORMS)[number];
export type DetectedPlatform = WalletPlatform | 'unknown';

/** Pass-sharing links expire after 10 minutes (docs/product.md §9). */
export const PASS_LINK_TTL_SECONDS = 600;

/**
 * Why a pass link landed on /pass-expired (the `code` query parameter):
 * expired: older than 10 minutes; invalid: no such link; unavailable: the membership can no
 * longer have a pass (subscription canceled, member suspended or removed, profile incomplete).
 */
export const PASS_LINK_FAILURE_CODES = ['expired', 'invalid', 'unavailable'] as const;
export type PassLinkFailureCode = (typeof PASS_LINK_FAILURE_CODES)[number];

/** The content type Apple Wallet opens (docs/product.md §7 pkpass download). */
export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

export function isWalletPlatform(value: unknown): value is WalletPlatform {
  return typeof value === 'string' && (WALLET_PLATFORMS as readonly string[]).includes(value);
}

/**
 * What the API answers a member about a wallet pass, in English (docs/product.md §3, §6, §7).
 * The API sends these very strings; the web app shows each in the page's language
 * (docs/decisions/0019-spanish.md, features/wallet/rule-messages.ts). The rate limits' answers
 * (walletPass, walletDownload, shareLinks) are in `@arx/contracts/rate-limits`.
 */
export const WALLET_MESSAGES = {
  /** 403 from POST /wallet_passes, GET /wallet_passes/add_link and a pass download. */
  ineligible: 'Wallet passes need an active subscription and a completed profile.',
  /** The eligibility answer's `reason`, one per rule the card does not meet. */
  noSubscription: 'An active subscription is required to access your wallet pass.',
  profileIncomplete: 'Your membership card is not yet available. Complete the profile to add it to a wallet.',
  suspended: 'This card is suspended because the current plan does not include it.',
  notAvailable: 'Your membership card is not yet available.',
  /** 404: the membership_id names no card of the caller's household. */
  membershipNotFound: 'Membership not found',
  /** 401: a pass download with neither a bearer token nor a download ticket. */
  signInRequired: 'Sign in to continue',
  /** 401: a download ticket that has expired, is unknown, or names another card. */
  downloadLinkInvalid: 'This download link has expired or is not valid. Please add the pass again.',
} as const;

export type WalletMessageKey = keyof typeof WALLET_MESSAGES;
