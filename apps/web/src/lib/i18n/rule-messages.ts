import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * The rules shared with the API (packages/contracts: PROFILE_MESSAGES, FAMILY_MESSAGES, …) say
 * what is wrong in English, the spec's words, and the API answers with the very same strings.
 * The web shows them in the page's language: each feature that shows a contract's messages has a
 * table of them (its rule-messages.ts), in its own catalogue, so a page downloads only the rules
 * it shows and none reach the shell's catalogue. A message is looked up by its English text, as
 * the rules or a refused request give it.
 */
export type RuleMessages = ReadonlyMap<string, MessageDescriptor>;

/**
 * One contract's messages, English text → the feature's message. Typed by the contract's keys:
 * a message added to the contract is a type error here until it is given a translation.
 */
export function ruleMessages<Key extends string>(
  contract: Readonly<Record<Key, string>>,
  messages: Readonly<Record<Key, MessageDescriptor>>,
): RuleMessages {
  const keys = (Object.keys(contract) as Key[]).filter((key) => messages[key] !== undefined);
  return new Map(keys.map((key) => [contract[key], messages[key]]));
}

/**
 * A rule's message in the page's language. A message the table does not know (one the server
 * added since) is shown as it came: English is better than nothing.
 */
export function translateRuleMessage(i18n: I18n, messages: RuleMessages, message: string): string {
  const descriptor = messages.get(message);
  return descriptor ? i18n._(descriptor) : message;
}
