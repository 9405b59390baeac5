import {
  PRICE_REPORT_MESSAGES,
  PRICE_REPORT_NOTE_MAX_LENGTH,
  PRICE_REPORT_OPEN_MAX,
} from '@arx/contracts/price-report-rules';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import {
  MEDICATION_NAME_MAX_LENGTH,
  MEDICATION_NAME_MIN_LENGTH,
  PHARMACY_MAX_LENGTH,
} from '@arx/contracts/savings-rules';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type RuleMessages, ruleMessages, translateRuleMessage } from '../../lib/i18n/rule-messages';

// The contract builds these messages from its limits; the same limits fill the placeholders here.
const nameMin = MEDICATION_NAME_MIN_LENGTH;
const nameMax = MEDICATION_NAME_MAX_LENGTH;
const pharmacyMax = PHARMACY_MAX_LENGTH;
const noteMax = PRICE_REPORT_NOTE_MAX_LENGTH;
const openMax = PRICE_REPORT_OPEN_MAX;

/** The price report rules and the API's answers (PRICE_REPORT_MESSAGES), in this feature's catalogue. */
export const PRICE_REPORT_RULE_MESSAGES = ruleMessages(PRICE_REPORT_MESSAGES, {
  sourceRequired: msg`Choose a medication from the list, a fill of your ledger, or type its name`,
  sourceBoth: msg`Report from one medication, fill or name, not several`,
  packRequired: msg`Choose the pack you were given`,
  fillInvalid: msg`fill_id must be a positive whole number`,
  medicationNameLength: msg`Medication name must be between ${nameMin} and ${nameMax} characters`,
  pharmacyRequired: msg`Pharmacy is required`,
  pharmacyTooLong: msg`Pharmacy must be at most ${pharmacyMax} characters`,
  chargedInvalid: msg`Price charged must be a dollar amount of 0 or more, such as 12.50`,
  chargedDecimals: msg`Price charged can have at most 2 decimals`,
  chargedTooLarge: msg`Price charged must be at most $100,000.00`,
  dateInvalid: msg`Date must be a date, such as 2026-03-14`,
  dateTooEarly: msg`Date must be in 2000 or later`,
  dateInFuture: msg`Date cannot be in the future`,
  noteTooLong: msg`Note must be at most ${noteMax} characters`,
  packNotFound: msg`This pack is not in the catalogue any more; choose another`,
  fillNotFound: msg`Fill not found`,
  membershipRequired: msg`Reporting a price needs an active membership.`,
  tooManyOpen: msg`You have ${openMax} reports waiting for an answer. Please wait for an answer before sending another.`,
});

/** The rate limit of sending reports (429 from POST /price_reports). */
export const PRICE_REPORT_RATE_LIMIT_MESSAGES = ruleMessages(
  { priceReport: RATE_LIMIT_MESSAGES.priceReport },
  { priceReport: msg`Too many price reports sent. Please wait an hour and try again.` },
);

/** Everything a report's refusal may say. */
const PRICE_REPORT_ANSWERS: RuleMessages = new Map([
  ...PRICE_REPORT_RULE_MESSAGES,
  ...PRICE_REPORT_RATE_LIMIT_MESSAGES,
]);

/** A price report rule's message (or the API's) in the page's language; an unknown one as it came. */
export function translatePriceReportMessage(i18n: I18n, message: string): string {
  return translateRuleMessage(i18n, PRICE_REPORT_ANSWERS, message);
}
