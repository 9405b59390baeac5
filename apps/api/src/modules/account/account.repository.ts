import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookmarks,
  checkoutSessions,
  fills,
  localAuthCodes,
  memberships,
  passLinks,
  priceReports,
  products,
  revokedTokens,
  subscriptions,
  users,
  walletPasses,
} from '../../db/schema';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { markMembershipEnded } from '../consent';

/**
 * The member's own rows outside the memberships table (memberships are read only through the
 * memberships and family repositories, which decrypt the profile fields).
 */
export async function findSubscriptionHistory(db: Database, userId: number) {
  return db
    .select({ subscription: subscriptions, planName: products.name })
    .from(subscriptions)
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** The passes and links of these memberships: only dates and kinds, never a token hash or serial. */
export async function findWalletRecords(db: Database, membershipIds: number[]) {
  if (membershipIds.length === 0) return { passes: [], links: [] };
  const [passes, links] = await Promise.all([
    db
      .select({
        membershipId: walletPasses.membershipId,
        createdAt: walletPasses.createdAt,
        lastIssuedAt: walletPasses.lastIssuedAt,
      })
      .from(walletPasses)
      .where(inArray(walletPasses.membershipId, membershipIds))
      .orderBy(walletPasses.id),
    db
      .select({
        membershipId: passLinks.membershipId,
        kind: passLinks.kind,
        platform: passLinks.platform,
        createdAt: passLinks.createdAt,
        expiresAt: passLinks.expiresAt,
      })
      .from(passLinks)
      .where(inArray(passLinks.membershipId, membershipIds))
      .orderBy(desc(passLinks.createdAt), desc(passLinks.id)),
  ]);
  return { passes, links };
}

/** Subscriptions we hold as not yet ended at this provider: each must be canceled there first. */
export async function findUnendedSubscriptionIds(
  db: Database,
  userId: number,
  provider: PaymentProvider['name'],
): Promise<string[]> {
  // Canceled is final at the provider; anything else (incomplete included) could still charge.
  const rows = await db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), eq(subscriptions.provider, provider), ne(subscriptions.status, 'canceled')),
    );
  return rows.map((row) => row.id);
}

/**
 * Deletes everything the club holds about one member, in the caller's transaction: the
 * household's pass links, wallet passes, savings ledger and price reports (health data) and cards (card
 * holder and dependents), bookmarks, checkout sessions, subscriptions, pending sign-in codes, and the user row itself. The
 * `revoked` entries are written in the same transaction, so no instance accepts the member's
 * tokens once the rows are gone.
 *
 * The user row is deleted, not anonymised: nothing that must stay points at it (provider_events
 * keeps only the provider's event ids and types, and invoices live at the provider under its
 * customer id), so keeping a row would keep personal data for no purpose.
 */
export async function deleteAccountRecords(
  tx: Database,
  input: { userId: number; email: string; revoked: { jti: string; expiresAt: Date }[] },
): Promise<void> {
  const { userId } = input;
  // Held until commit: a concurrent family change or checkout for this member waits, then finds nothing.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const household = tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.ownerUserId, userId));
  await tx
    .delete(passLinks)
    .where(or(inArray(passLinks.membershipId, household), eq(passLinks.createdByUserId, userId)));
  await tx.delete(walletPasses).where(inArray(walletPasses.membershipId, household));
  // The foreign keys would cascade; deleting by name keeps this list the whole story.
  await tx.delete(priceReports).where(eq(priceReports.ownerUserId, userId));
  await tx.delete(fills).where(eq(fills.ownerUserId, userId));
  // The card holder's row and the dependents' (the household is everything the member owns).
  await tx.delete(memberships).where(eq(memberships.ownerUserId, userId));
  await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
  await tx.delete(checkoutSessions).where(eq(checkoutSessions.userId, userId));
  await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
  // What the member agreed to at checkout outlives the account (automatic-renewal laws ask for
  // three years): its clock starts now, and the row loses its link to the deleted user.
  await markMembershipEnded(tx, userId, new Date());
  await tx.delete(localAuthCodes).where(eq(localAuthCodes.email, input.email));
  if (input.revoked.length > 0) await tx.insert(revokedTokens).values(input.revoked).onConflictDoNothing();
  await tx.delete(users).where(eq(users.id, userId));
}
