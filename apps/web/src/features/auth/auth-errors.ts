/** The sign-in error catalogue (spec §8): what /auth/error says for each code. */
export type AuthErrorCode = 'login_failed' | 'account_not_found' | 'access_denied' | 'network_error' | 'unknown';

/** What the primary button does: restart sign-in, write to support, or leave for the home page. */
export type AuthErrorAction = 'sign-in' | 'contact-support' | 'go-home';

export type AuthErrorEntry = { title: string; description: string; actionLabel: string; action: AuthErrorAction };

export const AUTH_ERRORS: Record<AuthErrorCode, AuthErrorEntry> = {
  login_failed: {
    title: 'Sign-in failed',
    description: 'Your credentials could not be verified. Please try again.',
    actionLabel: 'Try again',
    action: 'sign-in',
  },
  account_not_found: {
    title: 'Account not found',
    description:
      "We couldn't find an account associated with your email. Please contact support if you believe this is an error.",
    actionLabel: 'Contact support',
    action: 'contact-support',
  },
  access_denied: {
    title: 'Access denied',
    description: 'You do not have permission to access this application with the provided account.',
    actionLabel: 'Go home',
    action: 'go-home',
  },
  network_error: {
    title: 'Network error',
    description: 'There was a problem connecting to the authentication service. Please try again.',
    actionLabel: 'Retry',
    action: 'sign-in',
  },
  unknown: {
    title: 'Something went wrong',
    description: 'An unexpected error occurred during sign-in. Please try again.',
    actionLabel: 'Try again',
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

/** Longest server/provider message shown in place of the description; anything longer is cut. */
export const MAX_MESSAGE_LENGTH = 300;

/** The message query replaces the description when it has text (spec §2). */
export function authErrorDescription(code: AuthErrorCode, message: string | null): string {
  const text = message?.trim();
  if (!text) return AUTH_ERRORS[code].description;
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;
}
