import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  findMailboxMessage,
  listMailboxMessages,
  type MailboxMessage,
  type MailboxSummary,
} from './mailbox.repository';

export type { MailboxMessage, MailboxSummary };

export const MAILBOX_PAGE_SIZE = 50;

/**
 * The list's query string. A page of people's browsers, not an API: a value that makes no sense
 * shows the first page unfiltered rather than an error.
 */
export const MailboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .max(320)
    .transform((value) => value || null)
    .catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type MailboxQuery = z.output<typeof MailboxQuerySchema>;

export type MailboxListing = MailboxQuery & { messages: MailboxSummary[]; hasOlder: boolean };

/** The demo mailbox as its pages read it. */
export function createMailbox(db: Database) {
  return {
    async list({ to, page }: MailboxQuery): Promise<MailboxListing> {
      // One row more than a page says whether an older page exists, without counting them all.
      const rows = await listMailboxMessages(db, {
        to,
        limit: MAILBOX_PAGE_SIZE + 1,
        offset: (page - 1) * MAILBOX_PAGE_SIZE,
      });
      return { to, page, messages: rows.slice(0, MAILBOX_PAGE_SIZE), hasOlder: rows.length > MAILBOX_PAGE_SIZE };
    },

    /** The message with this id from the URL; null for anything that is not one (so a 404). */
    async find(id: string): Promise<MailboxMessage | null> {
      if (!/^[1-9]\d{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) return null;
      return findMailboxMessage(db, Number(id));
    },
  };
}
