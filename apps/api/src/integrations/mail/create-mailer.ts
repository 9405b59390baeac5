import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import { MailboxMailer } from './mailbox-mailer';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** Picks the mail transport once, from config: SMTP when SMTP_URL is set, else the demo mailbox. */
export function createMailer(mail: AppConfig['mail'], db: Database): Mailer {
  if (mail.transport === 'smtp') return new SmtpMailer({ url: mail.url, from: mail.from, requireTls: mail.requireTls });
  return new MailboxMailer({ db, from: mail.from });
}
