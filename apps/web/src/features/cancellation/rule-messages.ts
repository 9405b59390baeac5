import type { CancelMembershipResponse } from '@arx/contracts';
import {
  BILLING_MESSAGES,
  CANCELLATION_MESSAGES,
  type CANCELLATION_REFUND_TEMPLATES,
} from '@arx/contracts/billing-messages';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../../lib/format';
import { type RuleMessages, ruleMessages, translateRuleMessage } from '../../lib/i18n/rule-messages';

/**
 * What the API answers about canceling and keeping a membership (CANCELLATION_MESSAGES of
 * `@arx/contracts/billing-messages`), in this feature's catalogue.
 */
export const CANCELLATION_RULE_MESSAGES = ruleMessages(CANCELLATION_MESSAGES, {
  nothingToCancel: msg`There is no membership to cancel.`,
  changed: msg`What cancelling does has changed since you opened this. Please read it again before you confirm.`,
  notPending: msg`Your membership is not set to end.`,
  endsAtPeriodEnd: msg`Your membership is cancelled. Your card works until the end of the period you paid for, and nothing more will be charged.`,
  resumed: msg`Your membership continues and renews as before.`,
});

/** Canceling and keeping ask the payment provider, and are limited like the billing portal. */
const PROVIDER_ANSWERS = { providerUnavailable: BILLING_MESSAGES.providerUnavailable } as const;
const RATE_LIMITS = { billingPortal: RATE_LIMIT_MESSAGES.billingPortal } as const;

export const CANCELLATION_PROVIDER_MESSAGES = ruleMessages(PROVIDER_ANSWERS, {
  providerUnavailable: msg`The payment service is not answering right now. Please try again in a moment.`,
});

export const CANCELLATION_RATE_LIMIT_MESSAGES = ruleMessages(RATE_LIMITS, {
  billingPortal: msg`Too many requests to open billing. Please wait a minute and try again.`,
});

const SERVER_MESSAGES: RuleMessages = new Map([
  ...CANCELLATION_RULE_MESSAGES,
  ...CANCELLATION_PROVIDER_MESSAGES,
  ...CANCELLATION_RATE_LIMIT_MESSAGES,
]);

/** A cancellation answer of the API in the page's language; one the table does not know as it came. */
export function translateCancellationMessage(i18n: I18n, message: string): string {
  return translateRuleMessage(i18n, SERVER_MESSAGES, message);
}

/**
 * The refund's answers (CANCELLATION_REFUND_TEMPLATES), written by this feature from the answer's
 * `refundAmount`, in the page's way of writing money.
 */
const REFUND_MESSAGES: Readonly<
  Record<keyof typeof CANCELLATION_REFUND_TEMPLATES, (refund: string) => MessageDescriptor>
> = {
  refunded: (refund) => msg`Your membership has ended and ${refund} is on its way back to your card.`,
  refunding: (refund) =>
    msg`We are ending your membership and refunding ${refund} to your card. This can take a few minutes; we will e-mail you when it is done.`,
};

/**
 * What the member reads once the membership is canceled. A refund's answer is written here from
 * its fields (made or left to the queued job, and the amount), in the page's language.
 */
export function cancellationResultMessage(i18n: I18n, response: CancelMembershipResponse): string {
  if (response.outcome === 'ended_and_refunded' && response.refund !== 'none') {
    return i18n._(REFUND_MESSAGES[response.refund](formatMoney(response.refundAmount, 'usd')));
  }
  return translateCancellationMessage(i18n, response.message);
}
