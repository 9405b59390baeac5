import { BILLING_MESSAGES, SUBSCRIPTION_MESSAGES } from '@arx/contracts/billing-messages';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type RuleMessages, ruleMessages, translateRuleMessage } from '../../lib/i18n/rule-messages';

/**
 * What the API answers about a checkout and its payment (SUBSCRIPTION_MESSAGES of
 * `@arx/contracts/billing-messages`), in this feature's catalogue: the payment page shows the
 * verification's refusals (POST /subscriptions/validate-session).
 */
export const SUBSCRIPTION_RULE_MESSAGES = ruleMessages(SUBSCRIPTION_MESSAGES, {
  alreadySubscribed: msg`You already have an active subscription. Manage it from the billing page.`,
  planNotFound: msg`Plan not found`,
  sessionNotFound: msg`Checkout session not found`,
  notPaid: msg`Payment verification failed: the payment has not been completed.`,
  notActive: msg`Payment verification failed: the subscription is not active.`,
  welcome: msg`Your membership is active. Welcome to ARX Savings Club!`,
});

/** The billing portal's refusals (BILLING_MESSAGES), which "Manage Billing" shows. */
export const BILLING_RULE_MESSAGES = ruleMessages(BILLING_MESSAGES, {
  noBillingAccount: msg`There is no billing account yet. Choose a plan first.`,
  providerUnavailable: msg`The payment service is not answering right now. Please try again in a moment.`,
});

/** The rate limits of this feature's requests: the payment's verification is counted with the checkout. */
const BILLING_RATE_LIMITS = {
  checkout: RATE_LIMIT_MESSAGES.checkout,
  billingPortal: RATE_LIMIT_MESSAGES.billingPortal,
} as const;

export const BILLING_RATE_LIMIT_MESSAGES = ruleMessages(BILLING_RATE_LIMITS, {
  checkout: msg`Too many checkout attempts. Please wait a minute and try again.`,
  billingPortal: msg`Too many requests to open billing. Please wait a minute and try again.`,
});

const SERVER_MESSAGES: RuleMessages = new Map([
  ...SUBSCRIPTION_RULE_MESSAGES,
  ...BILLING_RULE_MESSAGES,
  ...BILLING_RATE_LIMIT_MESSAGES,
]);

/** A payment or billing answer of the API in the page's language; one the table does not know as it came. */
export function translateBillingMessage(i18n: I18n, message: string): string {
  return translateRuleMessage(i18n, SERVER_MESSAGES, message);
}
