import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createMailer } from './create-mailer';
import { MailboxMailer } from './mailbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/**
 * An SMTP server that offers no STARTTLS and would take a password in clear: it notes every
 * AUTH it is given and every message, so a test sees whether credentials were sent.
 */
async function startPlainTextServer() {
  const logins: string[] = [];
  let messages = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        messages += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://club:s3cret@127.0.0.1:${port}`,
    logins,
    messageCount: () => messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const MESSAGE = {
  to: 'dana@example.com',
  subject: 'Welcome',
  html: '<p>Hello</p>',
  text: 'Hello',
  idempotencyKey: 'welcome:1',
  kind: 'welcome',
};

describe('createMailer', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('when SMTP is configured, then mail goes through SMTP (nothing connects until a message is sent)', async () => {
    const mailer = createMailer(
      {
        transport: 'smtp',
        url: 'smtp://club:secret@127.0.0.1:2525',
        from: 'ARX Savings Club <members@club.example>',
        requireTls: false,
      },
      database.db,
    );
    expect(mailer).toBeInstanceOf(SmtpMailer);
    expect(mailer.name).toBe('smtp');
    await mailer.close();
  });

  it('when the mailbox is configured, then mail is kept in the database', async () => {
    const mailer = createMailer({ transport: 'mailbox', from: 'ARX Savings Club <members@localhost>' }, database.db);
    expect(mailer).toBeInstanceOf(MailboxMailer);
    expect(mailer.name).toBe('mailbox');
  });

  describe('when the server offers no STARTTLS', () => {
    let server: Awaited<ReturnType<typeof startPlainTextServer>>;
    beforeEach(async () => {
      server = await startPlainTextServer();
    });
    afterEach(() => server?.close());

    it.each([
      ['as given', ''],
      ['even when its query says otherwise', '?requireTLS=false&ignoreTLS=true'],
    ])(
      'then, outside a local try-out, the password is never sent and the send fails (to be retried): URL %s',
      async (_, query) => {
        const config = loadConfig({
          APP_URL: 'https://demo.example.com',
          ALLOW_DEMO_PROVIDERS: 'true',
          SMTP_URL: `${server.url}${query}`,
          MAIL_FROM: 'ARX Savings Club <members@club.example>',
        });
        const mailer = createMailer(config.mail, database.db);
        try {
          await expect(mailer.send(MESSAGE)).rejects.toThrow(/STARTTLS/i);
        } finally {
          await mailer.close();
        }
        expect(server.logins).toEqual([]);
        expect(server.messageCount()).toBe(0);
      },
    );

    it('then a local try-out still hands the password to a test server on this machine', async () => {
      const config = loadConfig({ SMTP_URL: server.url, MAIL_FROM: 'ARX Savings Club <members@club.example>' });
      const mailer = createMailer(config.mail, database.db);
      try {
        await mailer.send(MESSAGE);
      } finally {
        await mailer.close();
      }
      expect(server.logins).toEqual(['club:s3cret']);
      expect(server.messageCount()).toBe(1);
    });
  });
});
