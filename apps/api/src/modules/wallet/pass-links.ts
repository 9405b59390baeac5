import { randomBytes } from 'node:crypto';
import { PASS_LINK_TTL_SECONDS, type WalletPlatform } from '@arx/contracts';
import { RATE_LIMIT_MESSAGES } from '@arx/contracts/rate-limits';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { digestSecret } from '../../lib/secret-digest';
import {
  countShareLinksSince,
  deletePassLinksExpiredBefore,
  findPassLink,
  insertPassLink,
  lockUser,
  type PassLinkRecord,
} from './wallet.repository';

/** At most this many share links per member in any PASS_LINK_TTL_SECONDS window (docs/architecture.md §9). */
export const SHARE_LINKS_PER_WINDOW = 10;
/** Expired links stay a day so a late visitor is told "expired" rather than "invalid". */
const KEEP_EXPIRED_MS = 24 * 3600 * 1000;

/** Only a digest is stored: a database leak reveals no working link. */
export const hashPassToken = digestSecret;

export type PassLinkRequest = {
  kind: PassLinkRecord['kind'];
  membershipId: number;
  userId: number;
  platform: WalletPlatform;
};

/**
 * A random 256-bit token valid for PASS_LINK_TTL_SECONDS. Share links are counted per member
 * in the database, under a lock on the member's row, so the limit holds across instances.
 */
export async function createPassLink(
  db: Database,
  request: PassLinkRequest,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + PASS_LINK_TTL_SECONDS * 1000);
  await withTransaction(db, async (tx) => {
    if (request.kind === 'share') {
      await lockUser(tx, request.userId);
      const since = new Date(now.getTime() - PASS_LINK_TTL_SECONDS * 1000);
      if ((await countShareLinksSince(tx, request.userId, since)) >= SHARE_LINKS_PER_WINDOW) {
        throw new AppError('rate_limited', RATE_LIMIT_MESSAGES.shareLinks);
      }
    }
    await deletePassLinksExpiredBefore(tx, new Date(now.getTime() - KEEP_EXPIRED_MS));
    await insertPassLink(tx, {
      tokenHash: hashPassToken(token),
      kind: request.kind,
      membershipId: request.membershipId,
      createdByUserId: request.userId,
      platform: request.platform,
      expiresAt,
      createdAt: now,
    });
  });
  return { token, expiresAt };
}

export type PassLinkLookup =
  | { status: 'valid'; link: PassLinkRecord }
  | { status: 'expired'; link: PassLinkRecord }
  | { status: 'invalid' };

/** Finds a link of the given kind by its token; a token of the other kind is as good as unknown. */
export async function lookUpPassLink(
  db: Database,
  kind: PassLinkRecord['kind'],
  token: string | undefined,
): Promise<PassLinkLookup> {
  if (!token) return { status: 'invalid' };
  const link = await findPassLink(db, hashPassToken(token));
  if (!link || link.kind !== kind) return { status: 'invalid' };
  return link.expiresAt.getTime() <= Date.now() ? { status: 'expired', link } : { status: 'valid', link };
}
