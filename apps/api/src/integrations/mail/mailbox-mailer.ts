import type { Database } from '../../db/client';
import { mailboxMessages } from '../../db/schema';
import { type Mailer, type MailMessage, messageDomainOf, messageIdFor } from './mailer';

export type MailboxSettings = {
  db: Database;
  /** The From header the message would have carried, shown in the mailbox. */
  from: string;
};

/**
 * The demo's mail transport: each message is kept in mailbox_messages, to be read at
 * /dev/mailbox, and never leaves the machine. The Message-ID is the job key's, so a job resent
 * after a crash finds its message already there and the mailbox shows it once.
 */
export class MailboxMailer implements Mailer {
  readonly name = 'mailbox' as const;
  private readonly messageDomain: string;

  constructor(private readonly settings: MailboxSettings) {
    this.messageDomain = messageDomainOf(settings.from);
  }

  async send(message: MailMessage): Promise<void> {
    await this.settings.db
      .insert(mailboxMessages)
      .values({
        messageId: messageIdFor(message.idempotencyKey, this.messageDomain),
        kind: message.kind,
        toAddress: message.to,
        fromAddress: this.settings.from,
        subject: message.subject,
        html: message.html,
        text: message.text,
      })
      .onConflictDoNothing({ target: mailboxMessages.messageId });
  }

  /** Nothing to release: the database belongs to the app. */
  async close(): Promise<void> {}
}
