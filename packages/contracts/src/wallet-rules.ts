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
