import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateSignInMessage } from './rule-messages';

/** The sign-in error catalogue (docs/product.md §8): what /auth/error says for each code. */
type AuthErrorCode = 'login_failed' | 'account_not_found' | 'access_denied' | 'network_error' | 'unknown';

/** What the primary button does: restart sign-in, write to support, or leave for the home page. */
type AuthErrorAction = 'sign-in' | 'contact-support' | 'go-home';

type AuthErrorEntry = {
  title: MessageDescriptor;
  description: MessageDescriptor;
  actionLabel: MessageDescriptor;
  action: AuthErrorAction;
};

export const AUTH_ERRORS: Record<AuthErrorCode, AuthErrorEntry> = {
  login_failed: {
    title: msg`Sign-in failed`,
    description: msg`Your credentials could not be verified. Please try again.`,
    actionLabel: msg`Try again`,
    action: 'sign-in',
  },
  account_not_found: {
    title: msg`Account not found`,
    description: msg`We couldn't find an account associated with your email. Please contact support if you believe this is an error.`,
    actionLabel: msg`Contact support`,
    action: 'contact-support',
  },
  access_denied: {
    title: msg`Access denied`,
    description: msg`You do not have permission to access this application with the provided account.`,
    actionLabel: msg`Go home`,
    action: 'go-home',
  },
  network_error: {
    title: msg`Network error`,
    description: msg`There was a problem connecting to the authentication service. Please try again.`,
    actionLabel: msg`Retry`,
    action: 'sign-in',
  },
  unknown: {
    title: msg`Something went wrong`,
    description: msg`An unexpected error occurred during sign-in. Please try again.`,
    actionLabel: msg`Try again`,
    action: 'sign-in',
  },
};

function isAuthErrorCode(value: string): value is AuthErrorCode {
  return Object.hasOwn(AUTH_ERRORS, value);
}

/** The error query defaults to unknown, and any code not in the catalogue is treated as unknown. */
export function authErrorCode(value: string | null): AuthErrorCode {
  return value && isAuthErrorCode(value) ? value : 'unknown';
}

/** Longest message shown in place of the description. */
const MAX_MESSAGE_LENGTH = 160;

/** Letters, digits, spaces and the punctuation of ordinary sentences: nothing to build a link or markup from. */
const PLAIN_SENTENCES = /^[\p{L}\p{N} .,;:!?'’"()-]+$/u;
/** "evil.example", "www.x": a dot followed at once by a letter or digit. */
const LOOKS_LIKE_ADDRESS = /\.[\p{L}\p{N}]/u;
/** Seven digits or more, however grouped: a phone number to call. */
const LOOKS_LIKE_PHONE = /(?:\d[\s().-]*){7,}/;

/**
 * Whether a `message` from the link may be shown. Anyone can craft an /auth/error link, so only
 * short plain sentences are: never a URL, e-mail address or phone number someone could be
 * lured to. The API's own messages ("Your sign-in could not be verified. Please try again.")
 * all pass.
 */
function isPlainMessage(text: string): boolean {
  return (
    text.length <= MAX_MESSAGE_LENGTH &&
    PLAIN_SENTENCES.test(text) &&
    /\p{L}/u.test(text) &&
    !LOOKS_LIKE_ADDRESS.test(text) &&
    !LOOKS_LIKE_PHONE.test(text)
  );
}

/**
 * The message query replaces the description (docs/product.md §2) only for an error code the app knows
 * (a made-up code shows the unknown entry as it is) and only when it is plain text. The API's own
 * messages come in English (SIGN_IN_MESSAGES) and are shown in the page's language.
 */
export function authErrorDescription(error: string | null, message: string | null, i18n: I18n): string {
  const code = authErrorCode(error);
  const text = message?.trim();
  if (!text || code !== error || !isPlainMessage(text)) return i18n._(AUTH_ERRORS[code].description);
  return translateSignInMessage(i18n, text);
}
