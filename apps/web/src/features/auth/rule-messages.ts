import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { SIGN_IN_MESSAGES } from '@arx/contracts/sign-in-messages';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type RuleMessages, ruleMessages, translateRuleMessage } from '../../lib/i18n/rule-messages';

/**
 * Why a sign-in did not finish, as the API puts it on the error screen's address
 * (SIGN_IN_MESSAGES of `@arx/contracts/sign-in-messages`), in this feature's catalogue: the
 * sign-in error page's, which loads it. The sign-in state (auth-context.tsx) only passes the
 * API's English on, so none of this reaches the shell or the public pages.
 */
export const SIGN_IN_RULE_MESSAGES = ruleMessages(SIGN_IN_MESSAGES, {
  codeRefused: msg`This sign-in link has expired or was already used. Please sign in again.`,
  notVerified: msg`Your sign-in could not be verified. Please try again.`,
  emailNotVerified: msg`Please verify your e-mail address with the sign-in provider, then sign in again.`,
  linkNotValid: msg`That sign-in link is not valid. Please start again.`,
});

/** The rate limit of the code's exchange (POST /auth/token), which the error screen shows too. */
const SIGN_IN_RATE_LIMITS = { signIn: RATE_LIMIT_MESSAGES.signIn } as const;

export const SIGN_IN_RATE_LIMIT_MESSAGES = ruleMessages(SIGN_IN_RATE_LIMITS, {
  signIn: msg`Too many sign-in attempts. Please wait a minute and try again.`,
});

const SERVER_MESSAGES: RuleMessages = new Map([...SIGN_IN_RULE_MESSAGES, ...SIGN_IN_RATE_LIMIT_MESSAGES]);

/** A sign-in message of the API in the page's language; one the table does not know as it came. */
export function translateSignInMessage(i18n: I18n, message: string): string {
  return translateRuleMessage(i18n, SERVER_MESSAGES, message);
}
