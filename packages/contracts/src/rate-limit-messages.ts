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
  priceReport: 'Too many price reports sent. Please wait an hour and try again.',
} as const;

/**
 * Answers no screen shows: the card holder's profile form says its own words for any refusal
 * without a list of problems ("Failed to complete profile. Please try again."); `general` answers
 * callers no member reads (Apple's devices asking for pass updates, the page-view beacon).
 */
export const UNSHOWN_RATE_LIMIT_MESSAGES = {
  profileUpdate: 'Too many profile updates. Please wait a minute and try again.',
  general: 'Too many requests. Please wait a minute and try again.',
} as const;

export type RateLimitMessageKey = keyof typeof RATE_LIMIT_MESSAGES;
