import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { memberships, products, refunds, sentEmails, subscriptions, users, walletPasses } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import { currentFirst } from '../../billing';

/** Rows of each list the member page shows; older ones stay in the database. */
export const PAGE_ROWS = 50;

export type MemberAccount = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'name' | 'createdAt' | 'timeZone' | 'locale' | 'paymentCustomerId'
>;

export async function findMemberAccount(db: Database, userId: number): Promise<MemberAccount | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      createdAt: users.createdAt,
      timeZone: users.timeZone,
      locale: users.locale,
      paymentCustomerId: users.paymentCustomerId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The member, or 404: every member page and action starts here. */
export async function requireMemberAccount(db: Database, userId: number): Promise<MemberAccount> {
  const account = await findMemberAccount(db, userId);
  if (!account) throw new AppError('not_found', 'There is no member with that id.');
  return account;
}

/**
 * The household's cards with only the columns the page shows: the private ones (date of birth,
 * address, sex) are not even read, so they cannot leak into the answer or a log.
 */
export function findHouseholdCards(db: Database, ownerUserId: number) {
  return db
    .select({
      id: memberships.id,
      memberNumber: memberships.memberNumber,
      sequence: memberships.sequence,
      displayName: memberships.displayName,
      personCode: memberships.personCode,
      species: memberships.species,
      status: memberships.status,
      profileCompleted: memberships.profileCompleted,
    })
    .from(memberships)
    .where(eq(memberships.ownerUserId, ownerUserId))
    .orderBy(memberships.sequence);
}

/** Every subscription of the member, the current one first, with its plan's name. */
export function findMemberSubscriptions(db: Database, userId: number) {
  return db
    .select({ subscription: subscriptions, plan: products.name })
    .from(subscriptions)
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(...currentFirst);
}

/** The e-mails that left for the member, newest first: kind, subject, address, when; never a body. */
export function findSentEmails(db: Database, userId: number) {
  return db
    .select({
      id: sentEmails.id,
      kind: sentEmails.kind,
      subject: sentEmails.subject,
      to: sentEmails.toAddress,
      sentAt: sentEmails.sentAt,
    })
    .from(sentEmails)
    .where(eq(sentEmails.userId, userId))
    .orderBy(desc(sentEmails.sentAt), desc(sentEmails.id))
    .limit(PAGE_ROWS);
}

/** The household's cards issued as wallet passes. */
export function findWalletPasses(db: Database, ownerUserId: number) {
  return db
    .select({
      memberNumber: memberships.memberNumber,
      sequence: memberships.sequence,
      displayName: memberships.displayName,
      createdAt: walletPasses.createdAt,
      lastIssuedAt: walletPasses.lastIssuedAt,
    })
    .from(walletPasses)
    .innerJoin(memberships, eq(memberships.id, walletPasses.membershipId))
    .where(eq(memberships.ownerUserId, ownerUserId))
    .orderBy(memberships.sequence);
}

export type RefundRecord = typeof refunds.$inferSelect;

/** Refunds made to the member (by the 30-day rule or by an operator), newest first. */
export function findMemberRefunds(db: Database, userId: number): Promise<RefundRecord[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.userId, userId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(PAGE_ROWS);
}

export async function findRefund(
  db: Database,
  where: { id: number } | { providerRefundId: string },
): Promise<RefundRecord | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where('id' in where ? eq(refunds.id, where.id) : eq(refunds.providerRefundId, where.providerRefundId));
  return row ?? null;
}

/** Our id of the member's subscription that an invoice bills, if it bills one of theirs. */
export async function findSubscriptionId(
  db: Database,
  userId: number,
  providerSubscriptionId: string | null,
): Promise<number | null> {
  if (!providerSubscriptionId) return null;
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
  return row?.id ?? null;
}

/**
 * Holds the member's row until the transaction ends: two actions on one member (a double click)
 * take turns, so the second sees what the first recorded.
 */
export async function lockMember(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
