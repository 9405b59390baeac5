/**
 * What the API answers a member about signing in, in English. The web app shows each in the
 * page's language (docs/decisions/0019-spanish.md). No zod here: the web imports this file at
 * runtime.
 */

/**
 * Signing in: why a sign-in did not finish. The API puts these on the sign-in error screen's
 * address (`/auth/error?message=…`), and refuses a one-time code's exchange with `codeRefused`.
 */
export const SIGN_IN_MESSAGES = {
  /** POST /auth/token: the code expired, was spent, or belongs to another browser. */
  codeRefused: 'This sign-in link has expired or was already used. Please sign in again.',
  /** The provider's callback without this browser's sign-in nonce (or without a code). */
  notVerified: 'Your sign-in could not be verified. Please try again.',
  /** The provider vouched for an e-mail address it has not verified. */
  emailNotVerified: 'Please verify your e-mail address with the sign-in provider, then sign in again.',
  /** A sign-in started with a return path that is not on this site. */
  linkNotValid: 'That sign-in link is not valid. Please start again.',
} as const;
