import {
  type AddPassLinkResponse,
  type CreateWalletPassResponse,
  PASS_LINK_TTL_SECONDS,
  type PassLinkFailureCode,
  type WalletEligibilityResponse,
  type WalletPlatform,
} from '@arx/contracts';
import type { CardIssuer } from '@arx/contracts/card';
import { WALLET_MESSAGES } from '@arx/contracts/wallet';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { WalletSigners } from '../../integrations/wallet/wallet-pass-signer';
import { createPassLink, lookUpPassLink } from './pass-links';
import { findAccountLocale, findMembershipOwner } from './wallet.repository';
import { cardStanding, eligibleCard, walletCardOf } from './wallet-eligibility';

export type WalletDeps = {
  db: Database;
  appUrl: string;
  signers: WalletSigners;
  /** Read for every pass built, so a changed setting is on the very next one. */
  cardIssuer: () => CardIssuer;
};

const walletPassesUrl = (appUrl: string) => `${appUrl}/api/v1/wallet_passes`;
const ttlFromNow = () => new Date(Date.now() + PASS_LINK_TTL_SECONDS * 1000);

/** GET /wallet_passes/eligibility: the card holder's card, or the household's card named by id. */
export async function walletEligibility(
  db: Database,
  userId: number,
  membershipId?: number,
): Promise<WalletEligibilityResponse> {
  const { household, record, eligible, reason } = await cardStanding(db, userId, membershipId);
  return {
    eligible,
    has_active_subscription: household.hasLiveSubscription,
    membership_id: record?.id ?? null,
    reason,
  };
}

/**
 * POST /wallet_passes. Apple: a link to the .pkpass carrying a short-lived download ticket, so
 * a pass frame or a new tab (which send no bearer token) can fetch it. Google: the save link.
 */
export async function createWalletPass(
  deps: WalletDeps,
  userId: number,
  request: { platform: WalletPlatform; membership_id?: number },
): Promise<CreateWalletPassResponse> {
  const { household, record } = await eligibleCard(deps.db, userId, request.membership_id);
  const answer = { success: true, platform: request.platform, membership_id: record.id };
  if (request.platform === 'android') {
    const expiresAt = ttlFromNow();
    const locale = await findAccountLocale(deps.db, record.ownerUserId);
    const card = await walletCardOf(deps.db, household, record, deps.cardIssuer(), locale, { google: true });
    const passUrl = await deps.signers.google.createSaveUrl(card, { expiresAt });
    return { ...answer, pass_url: passUrl, expires_at: expiresAt.toISOString() };
  }
  const { token, expiresAt } = await createPassLink(deps.db, {
    kind: 'download',
    membershipId: record.id,
    userId,
    platform: request.platform,
  });
  const query = new URLSearchParams({ platform: request.platform, ticket: token });
  return {
    ...answer,
    pass_url: `${walletPassesUrl(deps.appUrl)}/${record.id}/download?${query}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** GET /wallet_passes/add_link: a link that delivers the pass to a phone without signing in. */
export async function createShareLink(
  deps: WalletDeps,
  userId: number,
  request: { platform: WalletPlatform; membership_id?: number },
): Promise<AddPassLinkResponse> {
  const { record } = await eligibleCard(deps.db, userId, request.membership_id);
  const { token, expiresAt } = await createPassLink(deps.db, {
    kind: 'share',
    membershipId: record.id,
    userId,
    platform: request.platform,
  });
  return {
    link: `${walletPassesUrl(deps.appUrl)}/shared/${token}`,
    platform: request.platform,
    membership_id: record.id,
    expires_at: expiresAt.toISOString(),
    expires_in_seconds: PASS_LINK_TTL_SECONDS,
  };
}

/** The .pkpass for a signed-in member's own household card. */
export async function pkpassForCaller(deps: WalletDeps, userId: number, membershipId: number): Promise<Buffer> {
  const { household, record } = await eligibleCard(deps.db, userId, membershipId);
  const locale = await findAccountLocale(deps.db, record.ownerUserId);
  return deps.signers.apple.createPkpass(await walletCardOf(deps.db, household, record, deps.cardIssuer(), locale));
}

/** The .pkpass for whoever holds a valid download ticket issued for exactly this membership. */
export async function pkpassForTicket(deps: WalletDeps, membershipId: number, ticket: string | undefined) {
  if (!ticket) throw new AppError('unauthorized', WALLET_MESSAGES.signInRequired);
  const found = await lookUpPassLink(deps.db, 'download', ticket);
  if (found.status !== 'valid' || found.link.membershipId !== membershipId) {
    throw new AppError('unauthorized', WALLET_MESSAGES.downloadLinkInvalid);
  }
  const outcome = await deliverable(deps.db, found.link.membershipId);
  if (outcome.status !== 'ok') throw new AppError('forbidden', WALLET_MESSAGES.ineligible);
  return deps.signers.apple.createPkpass(
    await walletCardOf(deps.db, outcome.household, outcome.record, deps.cardIssuer(), outcome.locale),
  );
}

export type SharedLinkResult = { type: 'pkpass'; file: Buffer } | { type: 'redirect'; url: string };

/**
 * GET /wallet_passes/shared/{token}: the pass, or the pass-expired page with the reason. The
 * card is judged again now: a link issued before a cancellation or suspension delivers nothing.
 */
export async function openSharedLink(deps: WalletDeps, token: string): Promise<SharedLinkResult> {
  const expiredPage = (code: PassLinkFailureCode) => ({
    type: 'redirect' as const,
    url: `${deps.appUrl}/pass-expired?code=${code}`,
  });
  const found = await lookUpPassLink(deps.db, 'share', token);
  if (found.status !== 'valid') return expiredPage(found.status);
  const outcome = await deliverable(deps.db, found.link.membershipId);
  if (outcome.status !== 'ok') return expiredPage('unavailable');
  const android = found.link.platform === 'android';
  const card = await walletCardOf(deps.db, outcome.household, outcome.record, deps.cardIssuer(), outcome.locale, {
    google: android,
  });
  if (android) {
    return { type: 'redirect', url: await deps.signers.google.createSaveUrl(card, { expiresAt: ttlFromNow() }) };
  }
  return { type: 'pkpass', file: deps.signers.apple.createPkpass(card) };
}

/**
 * A membership reached through a link or a pass: its household is read from the membership
 * itself, and so is the language its passes are written in (the owner's account's).
 */
export async function deliverable(db: Database, membershipId: number) {
  const owner = await findMembershipOwner(db, membershipId);
  if (owner === null) return { status: 'gone' as const };
  const standing = await cardStanding(db, owner.ownerUserId, membershipId);
  if (!standing.eligible || !standing.record) return { status: 'ineligible' as const };
  return { status: 'ok' as const, household: standing.household, record: standing.record, locale: owner.locale };
}
