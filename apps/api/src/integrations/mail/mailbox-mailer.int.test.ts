import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxMessages } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MailboxMailer } from './mailbox-mailer';
import type { MailMessage } from './mailer';

const welcome: MailMessage = {
  to: 'dana@example.com',
  subject: 'Welcome to ARX Savings Club',
  html: '<p>Your member ID is <strong>ARX-000001-01</strong>.</p>',
  text: 'Your member ID is ARX-000001-01.',
  idempotencyKey: 'welcome:17',
  kind: 'welcome',
};

describe('MailboxMailer: the demo mailbox in the database', () => {
  let database: TestDatabase;
  let mailer: MailboxMailer;

  beforeAll(async () => {
    database = await createTestDatabase();
    mailer = new MailboxMailer({ db: database.db, from: 'ARX Savings Club <members@club.example>' });
  });
  afterAll(async () => {
    await mailer?.close();
    await database?.destroy();
  });

  it('when a message is sent, then both parts are kept with its From, To, kind and a Message-ID from the job key', async () => {
    await mailer.send(welcome);

    const rows = await database.db.select().from(mailboxMessages);
    expect(rows).toEqual([
      expect.objectContaining({
        messageId: '<welcome:17@club.example>',
        kind: 'welcome',
        toAddress: 'dana@example.com',
        fromAddress: 'ARX Savings Club <members@club.example>',
        subject: 'Welcome to ARX Savings Club',
        html: welcome.html,
        text: welcome.text,
        createdAt: expect.any(Date),
      }),
    ]);
  });

  it('when the same job key is sent again (a resend after a crash), then the mailbox still holds it once', async () => {
    const receipt = { ...welcome, idempotencyKey: 'receipt:in_1', kind: 'receipt', subject: 'Your receipt' };
    await mailer.send(receipt);
    await mailer.send({ ...receipt, subject: 'Your receipt, again' });

    const receipts = (await database.db.select().from(mailboxMessages)).filter((row) => row.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe('Your receipt');
  });

  it('when two instances send the same message at once, then neither fails and it is kept once', async () => {
    const notice = { ...welcome, idempotencyKey: 'renewal:5:2026-01-01', kind: 'renewal' };
    await Promise.all([mailer.send(notice), mailer.send(notice), mailer.send(notice)]);

    const notices = (await database.db.select().from(mailboxMessages)).filter((row) => row.kind === 'renewal');
    expect(notices).toHaveLength(1);
  });
});
