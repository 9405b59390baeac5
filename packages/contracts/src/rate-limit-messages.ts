/**
 * What the API answers (429) when a limited action a member takes is asked for too often. The
 * API sends the English; the web app shows each in the page's language
 * (docs/decisions/0019-spanish.md), translated by the feature that made the request. No zod
 * here: the web imports this file at runtime.
 */
export const RATE_LIMIT_MESSAGES = {
  signIn: 'Too many sign-in attempts. Please wait a minute and try again.',
  checkout: 'Too many checkout attempts. Please wait a minute and try again.',
  billingPortal: 'Too many requests to open billing. Please wait a minute and try again.',
  walletPass: 'Too many wallet pass requests. Please wait a minute and try again.',
  walletDownload: 'Too many wallet pass downloads. Please wait a minute and try again.',
  shareLinks: 'Too many pass links requested. Please wait a few minutes and try again.',
  familyWrite: 'Too many changes to family members. Please wait a minute and try again.',
  profileUpdate: 'Too many profile updates. Please wait a minute and try again.',
} as const;

/**
 * The answer to callers no member reads: Apple's devices asking for pass updates, and the
 * page-view beacon, which shows nothing.
 */
export const RATE_LIMIT_GENERAL_MESSAGE = 'Too many requests. Please wait a minute and try again.';

export type RateLimitMessageKey = keyof typeof RATE_LIMIT_MESSAGES;
