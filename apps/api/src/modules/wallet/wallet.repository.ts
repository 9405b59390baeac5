import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@arx/contracts/locales';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, passLinks, users, walletPasses } from '../../db/schema';

export type PassLinkRecord = typeof passLinks.$inferSelect;
export type NewPassLink = Omit<typeof passLinks.$inferInsert, 'id'>;

/**
 * Whose household a membership belongs to (for links opened without signing in and passes
 * already in a wallet), and that account's language, which the household's passes are written in.
 */
export async function findMembershipOwner(
  db: Database,
  membershipId: number,
): Promise<{ ownerUserId: number; locale: Locale } | null> {
  const [row] = await db
    .select({ ownerUserId: memberships.ownerUserId, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.ownerUserId))
    .where(eq(memberships.id, membershipId));
  return row ?? null;
}

/** The language of an account (users.locale); English for an account that is gone. */
export async function findAccountLocale(db: Database, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? DEFAULT_LOCALE;
}

/**
 * The membership's pass serial, created the first time a pass is made and kept after that
 * (both wallets identify the pass by it), and the moment a pass was last produced. A new row
 * notes what its pass says; after that only the refresh job (pass-refresh.ts) moves the digest,
 * when it has told the wallets. A Google save link notes that Google may now hold the pass.
 */
export async function issueWalletPass(
  db: Database,
  membershipId: number,
  { contentHash, google = false }: { contentHash: string; google?: boolean },
): Promise<string> {
  const now = new Date();
  const [row] = await db
    .insert(walletPasses)
    .values({
      membershipId,
      serialNumber: randomUUID(),
      contentHash,
      // Set here, in whole milliseconds like every later change, as Apple's lastUpdated tags are.
      contentUpdatedAt: now,
      googleLinkedAt: google ? now : null,
    })
    .onConflictDoUpdate({
      target: walletPasses.membershipId,
      set: { lastIssuedAt: now, ...(google ? { googleLinkedAt: now } : {}) },
    })
    .returning({ serialNumber: walletPasses.serialNumber });
  return row!.serialNumber;
}

export async function insertPassLink(db: Database, link: NewPassLink): Promise<void> {
  await db.insert(passLinks).values(link);
}

export async function findPassLink(db: Database, tokenHash: string): Promise<PassLinkRecord | null> {
  const [row] = await db.select().from(passLinks).where(eq(passLinks.tokenHash, tokenHash));
  return row ?? null;
}

export async function deletePassLinksExpiredBefore(db: Database, before: Date): Promise<void> {
  await db.delete(passLinks).where(lt(passLinks.expiresAt, before));
}

export async function countShareLinksSince(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passLinks)
    .where(and(eq(passLinks.createdByUserId, userId), eq(passLinks.kind, 'share'), gte(passLinks.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Holds the member's row until the transaction ends, so two instances counting the same
 * member's recent links take turns and the limit cannot be overrun by a burst.
 */
export async function lockUser(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
