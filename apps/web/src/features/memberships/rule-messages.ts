import { PROFILE_MESSAGES } from '@arx/contracts/profile';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ruleMessages, translateRuleMessage } from '../../lib/i18n/rule-messages';

/** The card holder's profile rules and the API's answers (PROFILE_MESSAGES), in this feature's catalogue. */
export const PROFILE_RULE_MESSAGES = ruleMessages(PROFILE_MESSAGES, {
  dobRequired: msg`Date of birth is required`,
  dobInvalid: msg`Date of birth must be a valid date`,
  dobPast: msg`Date of birth must be in the past`,
  sexRequired: msg`Sex is required`,
  sexInvalid: msg`Please select a valid sex option`,
  streetRequired: msg`Street address is required`,
  streetTooLong: msg`Street address must be at most 200 characters`,
  cityRequired: msg`City is required`,
  cityTooLong: msg`City must be at most 100 characters`,
  stateRequired: msg`State is required`,
  stateFormat: msg`State must be a 2-letter abbreviation`,
  stateUnknown: msg`State must be one of the 50 US states`,
  zipRequired: msg`ZIP code is required`,
  zipFormat: msg`ZIP code must be in format 12345 or 12345-6789`,
  saveFailed: msg`Failed to complete profile. Please try again.`,
});

/** A profile rule's message (or the API's) in the page's language; an unknown one as it came. */
export function translateProfileMessage(i18n: I18n, message: string): string {
  return translateRuleMessage(i18n, PROFILE_RULE_MESSAGES, message);
}
