import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH, FAMILY_MESSAGES } from '@arx/contracts/family';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type RuleMessages, ruleMessages, translateRuleMessage } from '../../lib/i18n/rule-messages';

// The contract builds this message from its limits; the same limits fill the placeholders here.
const min = DISPLAY_NAME_MIN_LENGTH;
const max = DISPLAY_NAME_MAX_LENGTH;

/**
 * The family rules, the API's refusals and docs/product.md §8's failures (FAMILY_MESSAGES), in
 * this feature's catalogue. The profile messages it shares with the card holder's rules are
 * translated here too: a feature does not borrow another's catalogue.
 */
export const FAMILY_RULE_MESSAGES = ruleMessages(FAMILY_MESSAGES, {
  displayNameRequired: msg`Display name is required`,
  displayNameLength: msg`Display name must be between ${min} and ${max} characters`,
  personCodeInvalid: msg`Please select a valid relationship`,
  speciesInvalid: msg`Please select a valid species: Dog, Cat or Other`,
  petNeedsOther: msg`A pet must have the relationship Other, not Spouse or Dependent Child`,
  dobRequired: msg`Date of birth is required`,
  dobInvalid: msg`Date of birth must be a valid date`,
  dobFuture: msg`Date of birth cannot be in the future`,
  sexRequired: msg`Sex is required`,
  sexInvalid: msg`Please select a valid sex option`,
  addressIncomplete: msg`Complete address is required`,
  streetTooLong: msg`Street address must be at most 200 characters`,
  cityTooLong: msg`City must be at most 100 characters`,
  stateFormat: msg`State must be a 2-letter abbreviation`,
  stateUnknown: msg`State must be one of the 50 US states`,
  zipFormat: msg`ZIP code must be in format 12345 or 12345-6789`,
  notEligible: msg`Your plan does not include family members`,
  noSlots: msg`No family member slots available on your plan`,
  cardHolderLocked: msg`The card holder's own membership cannot be changed here`,
  cardHolderNotRemovable: msg`The card holder's own membership cannot be removed`,
  membershipNotFound: msg`Membership not found`,
  addFailed: msg`Failed to add family member`,
  removeFailed: msg`Failed to remove family member`,
  completeFailed: msg`Failed to complete profile`,
});

/** The rate limit of the family writes (429 from POST, PATCH and DELETE /memberships…). */
export const FAMILY_RATE_LIMIT_MESSAGES = ruleMessages(
  { familyWrite: RATE_LIMIT_MESSAGES.familyWrite },
  { familyWrite: msg`Too many changes to family members. Please wait a minute and try again.` },
);

/** Everything a family write's refusal may say. */
const FAMILY_ANSWERS: RuleMessages = new Map([...FAMILY_RULE_MESSAGES, ...FAMILY_RATE_LIMIT_MESSAGES]);

/** A family rule's message (or the API's) in the page's language; an unknown one as it came. */
export function translateFamilyMessage(i18n: I18n, message: string): string {
  return translateRuleMessage(i18n, FAMILY_ANSWERS, message);
}
