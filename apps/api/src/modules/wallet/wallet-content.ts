import { createHash } from 'node:crypto';
import type { CardIssuer } from '@arx/contracts/card';
import type { Locale } from '@arx/contracts/locales';
import type { WalletCard } from '../../integrations/wallet/wallet-pass-signer';
import { cardTitle, fullMemberId, type Household, type HouseholdMember } from '../memberships';

/**
 * What a pass for this card says today: the card face and the issuer's details as set now, in
 * the language of the household owner's account.
 */
export function walletCardFor(
  serialNumber: string,
  household: Household,
  record: HouseholdMember,
  issuer: CardIssuer,
  locale: Locale,
): WalletCard {
  return {
    serialNumber,
    memberName: record.displayName,
    memberId: fullMemberId(record),
    groupCode: record.groupCode,
    binNumber: record.binNumber,
    cardTitle: cardTitle(household.product, locale),
    personCode: record.personCode,
    issuer,
    locale,
  };
}

/** Keys in a fixed order at every depth, so the same content always has the same digest. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const digest = (value: unknown) => createHash('sha256').update(canonicalJson(value)).digest('base64url');

/**
 * A digest of everything a pass shows (its serial aside, which never changes), its language
 * included: same digest, same pass; a member who switches language gets the pass again.
 */
export function passContentHash(card: WalletCard): string {
  const { serialNumber: _serial, ...content } = card;
  return digest(content);
}

/** A digest of the issuer's details, which every pass carries. */
export const issuerHash = (issuer: CardIssuer): string => digest(issuer);
