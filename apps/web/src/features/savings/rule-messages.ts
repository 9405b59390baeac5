import {
  MAX_QUANTITY,
  MEDICATION_NAME_MAX_LENGTH,
  MEDICATION_NAME_MIN_LENGTH,
  PHARMACY_MAX_LENGTH,
  SAVINGS_MESSAGES,
} from '@arx/contracts/savings-rules';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ruleMessages, translateRuleMessage } from '../../lib/i18n/rule-messages';

// The contract builds these messages from its limits; the same limits fill the placeholders here
// (the quantity as the contract writes it: US digits, in every language).
const nameMin = MEDICATION_NAME_MIN_LENGTH;
const nameMax = MEDICATION_NAME_MAX_LENGTH;
const pharmacyMax = PHARMACY_MAX_LENGTH;
const quantityMax = MAX_QUANTITY.toLocaleString('en-US');

/** The savings ledger's rules and the API's answers (SAVINGS_MESSAGES), in this feature's catalogue. */
export const SAVINGS_RULE_MESSAGES = ruleMessages(SAVINGS_MESSAGES, {
  personRequired: msg`Choose who the fill was for`,
  medicationRequired: msg`Choose a medication from the list, or type its name`,
  medicationBoth: msg`Choose a medication from the list or type its name, not both`,
  packRequired: msg`Choose the pack you were given`,
  medicationNameLength: msg`Medication name must be between ${nameMin} and ${nameMax} characters`,
  dateInvalid: msg`Filled on must be a date, such as 2026-03-14`,
  dateTooEarly: msg`Filled on must be in 2000 or later`,
  dateInFuture: msg`Filled on cannot be in the future`,
  quantityInvalid: msg`Quantity must be a number more than 0`,
  quantityTooLarge: msg`Quantity must be at most ${quantityMax}`,
  pricePaidInvalid: msg`Price paid must be a dollar amount of 0 or more, such as 12.50`,
  pricePaidDecimals: msg`Price paid can have at most 2 decimals`,
  pricePaidTooLarge: msg`Price paid must be at most $100,000.00`,
  pharmacyRequired: msg`Pharmacy is required`,
  pharmacyTooLong: msg`Pharmacy must be at most ${pharmacyMax} characters`,
  noChanges: msg`Change at least one field of the fill`,
  medicationRetired: msg`This medication is no longer in the catalogue; type its name instead`,
  packNotFound: msg`This pack is not in the catalogue any more; choose another`,
  pharmacyFillLocked: msg`A fill from your pharmacy is kept as the pharmacy sent it; it cannot be edited`,
  fillNotFound: msg`Fill not found`,
  personNotFound: msg`Membership not found`,
});

/** A savings rule's message (or the API's) in the page's language; an unknown one as it came. */
export function translateSavingsMessage(i18n: I18n, message: string): string {
  return translateRuleMessage(i18n, SAVINGS_RULE_MESSAGES, message);
}
