import type { User } from '@arx/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;

export function toUser(u: UserRecord): User {
  return {
    id: u.id,
    email: u.email,
    workos_id: u.workosId,
    name: u.name,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}

export async function findUserById(db: Database, id: number): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * The user signing in: found by the provider's id, else by e-mail (the provider verified it,
 * so the existing account is linked), else created. The name is filled in when we had none.
 */
export async function upsertSignedInUser(
  db: Database,
  identity: { externalId: string; email: string; name: string | null },
): Promise<UserRecord> {
  const email = identity.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [byExternal] = await tx.select().from(users).where(eq(users.workosId, identity.externalId));
    const [byEmail] = byExternal ? [] : await tx.select().from(users).where(eq(users.email, email));
    const existing = byExternal ?? byEmail;
    if (existing) {
      const [updated] = await tx
        .update(users)
        .set({ workosId: identity.externalId, email, name: existing.name ?? identity.name, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      return updated as UserRecord;
    }
    const [created] = await tx
      .insert(users)
      .values({ workosId: identity.externalId, email, name: identity.name })
      .onConflictDoUpdate({ target: users.workosId, set: { updatedAt: new Date() } })
      .returning();
    return created as UserRecord;
  });
}

export async function updateUserName(db: Database, id: number, name: string): Promise<UserRecord | null> {
  const [row] = await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row ?? null;
}
