import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_CONFIRMATION } from '@arx/contracts/account';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ruleMessages, translateRuleMessage } from '../../lib/i18n/rule-messages';

// The request body the message quotes: braces would be a placeholder in a catalogue's message.
const body = `{"confirm":"${DELETE_ACCOUNT_CONFIRMATION}"}`;

/** The API's answers about the account (ACCOUNT_MESSAGES), in this feature's catalogue. */
export const ACCOUNT_RULE_MESSAGES = ruleMessages(ACCOUNT_MESSAGES, {
  confirmationRequired: msg`To delete your account, send ${body}.`,
  cancelFailed: msg`We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.`,
  customerDeleteFailed: msg`We could not remove your billing details from the payment provider, so nothing was deleted. Please try again in a few minutes.`,
  signInAgain: msg`Please sign in again to delete your account`,
  deleted: msg`Your account has been deleted.`,
  accountDeleted: msg`This account has been deleted`,
});

/** An account message of the API in the page's language; an unknown one as it came. */
export function translateAccountMessage(i18n: I18n, message: string): string {
  return translateRuleMessage(i18n, ACCOUNT_RULE_MESSAGES, message);
}
