/**
 * One e-mail as it leaves the app: both parts already rendered (docs/decisions/0015-lifecycle-jobs-and-email.md).
 * Nothing here may hold a date of birth, an address or a medication name.
 */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The Message-ID's local part: the job key that sent it, so a resend after a crash carries the
   * same id and a mail system that deduplicates shows the message once.
   */
  idempotencyKey: string;
  /** The template that made it (welcome, receipt, …), for the mailbox and the sent-mail record. */
  kind: string;
};

/** The mail port: SMTP in production, the demo mailbox on a fresh clone. */
export interface Mailer {
  readonly name: 'smtp' | 'mailbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** A stable Message-ID for a job key: the same key always gives the same id. */
export function messageIdFor(idempotencyKey: string, domain: string): string {
  return `<${idempotencyKey.replace(/[^A-Za-z0-9.:_-]/g, '-')}@${domain}>`;
}

/** The domain of a From header ("Name <members@example.com>" or a bare address), which names our Message-IDs. */
export function messageDomainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}
