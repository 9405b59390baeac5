import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createMailer } from './create-mailer';
import { MailboxMailer } from './mailbox-mailer';
import { SmtpMailer } from './smtp-mailer';

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
      { transport: 'smtp', url: 'smtp://club:secret@127.0.0.1:2525', from: 'ARX Savings Club <members@club.example>' },
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
});
