import type { CardIssuer } from '@arx/contracts/card';
import type { Locale } from '@arx/contracts/locales';
import { WALLET_MESSAGES } from '@arx/contracts/wallet';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { WalletCard } from '../../integrations/wallet/wallet-pass-signer';
import type { HouseholdMember } from '../memberships';
import { type Household, loadHousehold } from '../memberships';
import { issueWalletPass } from './wallet.repository';
import { passContentHash, walletCardFor } from './wallet-content';

/** One card of a household, and whether it may be a wallet pass right now. */
export type CardStanding = {
  household: Household;
  record: HouseholdMember | null;
  eligible: boolean;
  /** Plain words for why not; null when eligible. */
  reason: string | null;
};

/**
 * docs/product.md §6: a wallet pass needs the household's live subscription, a completed profile and an
 * active card (a family member the plan no longer covers is suspended, so gets none).
 */
function judge(household: Household, record: HouseholdMember | null): Pick<CardStanding, 'eligible' | 'reason'> {
  if (!record || !household.hasLiveSubscription) return { eligible: false, reason: WALLET_MESSAGES.noSubscription };
  if (!record.profileCompleted) return { eligible: false, reason: WALLET_MESSAGES.profileIncomplete };
  if (record.status === 'suspended') return { eligible: false, reason: WALLET_MESSAGES.suspended };
  if (record.status !== 'active') return { eligible: false, reason: WALLET_MESSAGES.notAvailable };
  return { eligible: true, reason: null };
}

/**
 * A card of the household owned by `ownerUserId`: the card holder's unless an id is given. An
 * id outside the household answers 404, exactly like the membership endpoints.
 */
export async function cardStanding(db: Database, ownerUserId: number, membershipId?: number): Promise<CardStanding> {
  const { household } = await loadHousehold(db, ownerUserId);
  const record =
    membershipId === undefined
      ? (household.memberships.find((m) => m.sequence === 1) ?? null)
      : (household.memberships.find((m) => m.id === membershipId) ?? null);
  if (membershipId !== undefined && !record) throw new AppError('not_found', WALLET_MESSAGES.membershipNotFound);
  return { household, record, ...judge(household, record) };
}

/** The caller's card, refused with 403 unless it may be a pass now. */
export async function eligibleCard(db: Database, userId: number, membershipId?: number) {
  const standing = await cardStanding(db, userId, membershipId);
  if (!standing.eligible || !standing.record) throw new AppError('forbidden', WALLET_MESSAGES.ineligible);
  return { household: standing.household, record: standing.record };
}

/**
 * What goes into the pass: the card face and the issuer's details as the settings give them
 * now, in the account's language, nothing else (records the issue as it goes; `google` when it
 * is a Google save link).
 */
export async function walletCardOf(
  db: Database,
  household: Household,
  record: HouseholdMember,
  issuer: CardIssuer,
  locale: Locale,
  options: { google?: boolean } = {},
): Promise<WalletCard> {
  const card = walletCardFor('', household, record, issuer, locale);
  const serialNumber = await issueWalletPass(db, record.id, { contentHash: passContentHash(card), ...options });
  return { ...card, serialNumber };
}
