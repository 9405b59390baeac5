/**
 * The accounts sign-in finds, links or creates (docs/architecture.md §5): auth resolves a
 * provider identity to one of these, and every other module reads the caller's account here.
 */
import type { User } from '@arx/contracts';
import type { Locale } from '@arx/contracts/locales';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { withTransaction } from '../../db/transaction';

export type UserRecord = typeof users.$inferSelect;

export function toUser(u: UserRecord): User {
  return {
    id: u.id,
    email: u.email,
    workos_id: u.workosId,
    name: u.name,
    locale: u.locale,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}

export async function findUserById(db: Database, id: number): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * Keeps the member's IANA time zone (already validated by the request's contract), which their
 * e-mails date things in (docs/product.md §10). `db` may be a transaction.
 */
export async function saveTimeZone(db: Database, userId: number, timeZone: string): Promise<void> {
  await db.update(users).set({ timeZone, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Keeps the language of the member's e-mails, card back and wallet passes (docs/decisions/0019-spanish.md).
 * The same language again changes nothing, not even `updated_at`: a changed account makes the
 * wallet sweep look at the member's passes again. `db` may be a transaction.
 */
export async function saveLocale(
  db: Database,
  userId: number,
  locale: Locale,
): Promise<{ user: UserRecord; changed: boolean } | null> {
  const [changed] = await db
    .update(users)
    .set({ locale, updatedAt: new Date() })
    .where(and(eq(users.id, userId), ne(users.locale, locale)))
    .returning();
  if (changed) return { user: changed, changed: true };
  const user = await findUserById(db, userId);
  return user ? { user, changed: false } : null;
}

/**
 * A sign-in whose e-mail the provider has not verified, where going on would create an account,
 * link one by e-mail or change an account's e-mail: that would hand the address (and an existing
 * account, or the operator role that comes with an ADMIN_EMAILS address) to whoever typed it.
 */
export class EmailNotVerifiedError extends Error {
  constructor() {
    super('the e-mail address of this sign-in is not verified by the provider');
    this.name = 'EmailNotVerifiedError';
  }
}

/**
 * The user signing in, and whether this sign-in made the account: found by the provider's id,
 * else by e-mail (the existing account is linked), else created; the account takes the
 * provider's e-mail. The name is filled in when we had none. Creating, linking or changing the e-mail needs an address the provider verified
 * (EmailNotVerifiedError otherwise, nothing written); only a returning member whose address is
 * unchanged may sign in with it unverified (docs/architecture.md §5).
 */
export async function upsertSignedInUser(
  db: Database,
  identity: { externalId: string; email: string; emailVerified: boolean; name: string | null },
): Promise<{ user: UserRecord; created: boolean }> {
  const email = identity.email.trim().toLowerCase();
  return withTransaction(db, async (tx) => {
    const [byExternal] = await tx.select().from(users).where(eq(users.workosId, identity.externalId));
    const [byEmail] = byExternal ? [] : await tx.select().from(users).where(eq(users.email, email));
    const isReturningWithSameEmail = byExternal?.email === email;
    if (!identity.emailVerified && !isReturningWithSameEmail) throw new EmailNotVerifiedError();
    const existing = byExternal ?? byEmail;
    if (existing) {
      const [updated] = await tx
        .update(users)
        .set({ workosId: identity.externalId, email, name: existing.name ?? identity.name, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      return { user: updated as UserRecord, created: false };
    }
    const [created] = await tx
      .insert(users)
      .values({ workosId: identity.externalId, email, name: identity.name })
      .onConflictDoUpdate({ target: users.workosId, set: { updatedAt: new Date() } })
      .returning();
    return { user: created as UserRecord, created: true };
  });
}
