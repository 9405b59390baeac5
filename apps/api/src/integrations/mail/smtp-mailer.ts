import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { type Mailer, type MailMessage, messageIdFor } from './mailer';

export type SmtpSettings = {
  /** smtp:// or smtps:// with credentials, e.g. smtps://user:pass@smtp.example.com:465 */
  url: string;
  /** The From header, e.g. "ARX Savings Club <members@example.com>". */
  from: string;
  /** Connections kept open to the server; a batch of notices shares them. */
  maxConnections?: number;
};

/**
 * Sends through an SMTP server with nodemailer, over a small pool of kept-open connections so
 * a sweep of many notices does not open one connection per message.
 */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp' as const;
  private readonly transport: Transporter;
  /** The From address's domain, which names our Message-IDs. */
  private readonly messageDomain: string;

  constructor(private readonly settings: SmtpSettings) {
    // An options object with `url`: nodemailer parses the URL (host, port, TLS, credentials) and
    // adds the pool settings; a bare URL string would take the second argument as message defaults.
    this.transport = nodemailer.createTransport({
      url: settings.url,
      pool: true,
      maxConnections: settings.maxConnections ?? 5,
      // A server that accepts the connection and then says nothing must not hold a job forever.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } satisfies SMTPPool.Options);
    const fromAddress = /<([^>]+)>/.exec(settings.from)?.[1] ?? settings.from;
    this.messageDomain = fromAddress.split('@')[1] || 'localhost';
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: messageIdFor(message.idempotencyKey, this.messageDomain),
      headers: { 'X-ARX-Kind': message.kind },
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
