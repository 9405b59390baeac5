import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailboxMessages } from '../../db/schema';

export type MailboxMessage = typeof mailboxMessages.$inferSelect;
export type MailboxSummary = Pick<MailboxMessage, 'id' | 'toAddress' | 'subject' | 'kind' | 'createdAt'>;

/** Newest first; `to` matches the whole address, whatever its case. */
export async function listMailboxMessages(
  db: Database,
  { to, limit, offset }: { to: string | null; limit: number; offset: number },
): Promise<MailboxSummary[]> {
  return db
    .select({
      id: mailboxMessages.id,
      toAddress: mailboxMessages.toAddress,
      subject: mailboxMessages.subject,
      kind: mailboxMessages.kind,
      createdAt: mailboxMessages.createdAt,
    })
    .from(mailboxMessages)
    .where(to === null ? undefined : sql`lower(${mailboxMessages.toAddress}) = lower(${to})`)
    .orderBy(desc(mailboxMessages.createdAt), desc(mailboxMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function findMailboxMessage(db: Database, id: number): Promise<MailboxMessage | null> {
  const [message] = await db.select().from(mailboxMessages).where(eq(mailboxMessages.id, id)).limit(1);
  return message ?? null;
}
