import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consents } from '../../db/schema';

export type ConsentRecord = typeof consents.$inferSelect;
export type NewConsent = Omit<typeof consents.$inferInsert, 'id' | 'membershipEndedAt'>;

/** How long a consent record outlives the membership it led to. */
export const CONSENT_RETENTION_YEARS = 3;

/** One record per checkout: asking for the same checkout again (a double click) records nothing new. */
export async function recordConsent(db: Database, consent: NewConsent): Promise<void> {
  await db.insert(consents).values(consent).onConflictDoNothing({ target: consents.checkoutSessionId });
}

export async function findConsents(db: Database, userId: number): Promise<ConsentRecord[]> {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.agreedAt));
}

/**
 * Starts the retention period of the member's open records: their membership has ended, or
 * their account is going. A record already ended keeps its first date.
 */
export async function markMembershipEnded(db: Database, userId: number, endedAt: Date): Promise<void> {
  await db
    .update(consents)
    .set({ membershipEndedAt: endedAt })
    .where(and(eq(consents.userId, userId), isNull(consents.membershipEndedAt)));
}

/** Deletes the records whose retention has run out; answers how many. */
export async function purgeExpiredConsents(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONSENT_RETENTION_YEARS);
  const gone = await db.delete(consents).where(lt(consents.membershipEndedAt, cutoff)).returning({ id: consents.id });
  return gone.length;
}
