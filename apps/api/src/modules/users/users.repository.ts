import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRecord } from '../auth';

export async function updateUserName(db: Database, id: number, name: string): Promise<UserRecord | null> {
  const [row] = await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row ?? null;
}
