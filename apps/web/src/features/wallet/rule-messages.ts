import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import { WALLET_MESSAGES as SERVER_WALLET_MESSAGES } from '@arx/contracts/wallet';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type RuleMessages, ruleMessages, translateRuleMessage } from '../../lib/i18n/rule-messages';

/** The rate limits of the wallet's requests: POST /wallet_passes, the download, and share links. */
const WALLET_RATE_LIMITS = {
  walletPass: RATE_LIMIT_MESSAGES.walletPass,
  walletDownload: RATE_LIMIT_MESSAGES.walletDownload,
  shareLinks: RATE_LIMIT_MESSAGES.shareLinks,
} as const;

/** What the API answers about a wallet pass (WALLET_MESSAGES of `@arx/contracts/wallet`), in this feature's catalogue. */
export const WALLET_RULE_MESSAGES = ruleMessages(SERVER_WALLET_MESSAGES, {
  ineligible: msg`Wallet passes need an active subscription and a completed profile.`,
  noSubscription: msg`An active subscription is required to access your wallet pass.`,
  profileIncomplete: msg`Your membership card is not yet available. Complete the profile to add it to a wallet.`,
  suspended: msg`This card is suspended because the current plan does not include it.`,
  notAvailable: msg`Your membership card is not yet available.`,
  membershipNotFound: msg`Membership not found`,
  signInRequired: msg`Sign in to continue`,
  downloadLinkInvalid: msg`This download link has expired or is not valid. Please add the pass again.`,
});

/** The wallet's rate limits (RATE_LIMIT_MESSAGES of `@arx/contracts/rate-limits`), in this feature's catalogue. */
export const WALLET_RATE_LIMIT_MESSAGES = ruleMessages(WALLET_RATE_LIMITS, {
  walletPass: msg`Too many wallet pass requests. Please wait a minute and try again.`,
  walletDownload: msg`Too many wallet pass downloads. Please wait a minute and try again.`,
  shareLinks: msg`Too many pass links requested. Please wait a few minutes and try again.`,
});

const SERVER_MESSAGES: RuleMessages = new Map([...WALLET_RULE_MESSAGES, ...WALLET_RATE_LIMIT_MESSAGES]);

/** A wallet answer of the API in the page's language; one the table does not know as it came. */
export function translateWalletMessage(i18n: I18n, message: string): string {
  return translateRuleMessage(i18n, SERVER_MESSAGES, message);
}
