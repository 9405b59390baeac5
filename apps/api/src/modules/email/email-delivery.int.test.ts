import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import { jobs, prices, sentEmails } from '../../db/schema';
import { ADULT_PROFILE } from '../../test/factories';
import { lifecycleDriver } from '../../test/lifecycle';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestContext } from '../../test/test-app';
import { claimDueJobs } from '../jobs/jobs.repository';
import { schedulePriceChange } from '../price-changes';
import { emailKeys, enqueueEmail } from './email-jobs';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

const MAIL_FROM = 'ARX Savings Club <members@club.test>';
const DAY = 86_400_000;

describe('member e-mail through a real SMTP server', () => {
  let sink: Sink;
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;
  const env = () => ({ SMTP_URL: sink.url, MAIL_FROM });
  const to = (email: string) => sink.received.filter((r) => r.envelope.to.includes(email));

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp(env());
    life = lifecycleDriver(ctx);
    await life.seed();
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  it('sends the welcome and the receipt with their headers, both parts and absolute links', async () => {
    const email = 'smtp-member@example.com';
    await life.signUp(email, 'individual', 'year');
    await life.deliver();
    const mails = to(email);
    expect(mails.map((m) => m.mail.headers.get('x-arx-kind')).sort()).toEqual(['receipt', 'welcome']);
    const welcome = mails.find((m) => m.mail.headers.get('x-arx-kind') === 'welcome')!.mail;
    expect(welcome.from?.value).toEqual([{ name: 'ARX Savings Club', address: 'members@club.test' }]);
    expect(welcome.to && !Array.isArray(welcome.to) ? welcome.to.text : '').toBe(email);
    expect(welcome.subject).toBe('Welcome to ARX Savings Club');
    expect(welcome.messageId).toMatch(/^<welcome:sub_sbx_[0-9a-f]+@club\.test>$/);
    expect(welcome.html).toContain('href="http://localhost:3000/dashboard"');
    expect(welcome.text).toContain('http://localhost:3000/dashboard');
    expect(welcome.text).not.toMatch(/<[a-z]/i);
    const receipt = mails.find((m) => m.mail.headers.get('x-arx-kind') === 'receipt')!.mail;
    expect(receipt.subject).toMatch(/^Your receipt for ARX Savings Club: \$\d+\.\d{2}$/);
    expect(receipt.html).toMatch(
      /href="http:\/\/localhost:3000\/api\/v1\/sandbox\/invoices\/in_sbx_[0-9a-f]+\/pdf\?lang=en"/,
    );
    // Recorded as sent by SMTP, once each.
    const recorded = await ctx.database.db.select().from(sentEmails);
    expect(recorded.filter((r) => r.toAddress === email).map((r) => r.transport)).toEqual(['smtp', 'smtp']);
  });

  it('sends every kind of member e-mail through SMTP, each with both parts and nothing private', async () => {
    const start = sink.received.length;
    // A trial on a card that declines: the welcome, the trial's end, the failed payment.
    await life.joinTrialWithDecliningCard('smtp-trial@example.com', 'partner_pet');
    await life.sweepAndDeliver();
    await life.advance(5);
    await life.sweepAndDeliver();
    await life.advance(3);
    await life.sweepAndDeliver();
    // Cancelled on the first day: the cancellation and the refund.
    const early = await life.signUp('smtp-early@example.com', 'individual', 'month');
    await life.patchProfile(early.token);
    expect((await life.post(early.token, '/billing/cancel', { expected: 'refund_now' })).statusCode).toBe(200);
    // A household: a family member added, a price change, the yearly renewal notice.
    const family = await life.signUp('smtp-family@example.com', 'family', 'year');
    await life.patchProfile(family.token);
    await life.post(family.token, '/memberships', { membership: { display_name: 'Robin Member', person_code: 3 } });
    const [yearly] = await ctx.database.db
      .select()
      .from(prices)
      .where(and(eq(prices.productId, life.plan('family')), eq(prices.billingInterval, 'year')));
    await schedulePriceChange(
      {
        db: ctx.database.db,
        payments: ctx.app.integrations.payments,
        config: loadConfig(env()),
        clock: ctx.app.integrations.clock,
      },
      {
        priceId: yearly!.id,
        newAmountCents: yearly!.amountCents + 1_000,
        effectiveAt: new Date(ctx.app.integrations.clock.now().getTime() + 30 * DAY),
      },
    );
    await life.advance(340);
    await life.sweepAndDeliver();

    const mails = sink.received.slice(start).map((r) => r.mail);
    const kinds = new Set(mails.map((m) => m.headers.get('x-arx-kind')));
    expect([...kinds].sort()).toEqual(
      [
        'cancellation-confirmed',
        'family-member-added',
        'payment-failed',
        'price-change',
        'receipt',
        'refund-issued',
        'renewal-notice',
        'trial-ending',
        'welcome',
      ].sort(),
    );
    for (const mail of mails) {
      expect(mail.html).toContain('It is not insurance.');
      expect(mail.text).toContain('It is not insurance.');
      expect(mail.text).toMatch(/http:\/\/localhost:3000\//);
      for (const part of [mail.subject ?? '', mail.html || '', mail.text ?? '']) {
        expect(part).not.toContain(ADULT_PROFILE.date_of_birth);
        expect(part).not.toContain(ADULT_PROFILE.address_street);
      }
    }
  });

  it('retries a message the server refused for a while, and sends it once', async () => {
    const email = 'busy-server@example.com';
    sink.refuseNext(2);
    await life.signUp(email, 'individual', 'month');
    await life.deliver();
    const failed = await ctx.database.db.select().from(jobs).where(sql`${jobs.lastError} is not null`);
    expect(failed.length).toBeGreaterThan(0);
    // The back-off's first wait, passed.
    await ctx.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.status, 'pending'));
    await life.deliver();
    expect(
      to(email)
        .map((m) => m.mail.headers.get('x-arx-kind'))
        .sort(),
    ).toEqual(['receipt', 'welcome']);
  });

  it('sends each message once when two instances deliver at the same moment', async () => {
    const email = 'two-instances@example.com';
    const { userId } = await life.signUp(email, 'individual', 'month');
    await life.deliver();
    const before = to(email).length;
    for (let i = 0; i < 30; i++) {
      await enqueueEmail(ctx.database.db, `${emailKeys.welcome(`race-${i}`)}`, { template: 'welcome', userId });
    }
    const second = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', ...env() }),
      database: ctx.database,
      logger: false,
    });
    await second.ready();
    try {
      await Promise.all([ctx.app.background.runDue(), second.background.runDue(), ctx.app.background.runDue()]);
    } finally {
      await second.close();
    }
    const ids = to(email)
      .slice(before)
      .map((m) => m.mail.messageId);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('loses nothing when the process dies after the change and before the send', async () => {
    const email = 'crash@example.com';
    await life.signUp(email, 'individual', 'month');
    // The process that queued the e-mails dies before sending them ...
    const dying = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', ...env() }),
      database: ctx.database,
      logger: false,
    });
    await dying.ready();
    // ... even one that had claimed them: its lease holds them until it runs out.
    const claimed = await claimDueJobs(ctx.database.db, { limit: 100, leaseMs: 60_000, kinds: ['email'] });
    expect(claimed.length).toBeGreaterThanOrEqual(2);
    await dying.close();
    await ctx.app.background.runDue();
    expect(to(email)).toHaveLength(0);
    await ctx.database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.status, 'pending'));
    await ctx.app.background.runDue();
    expect(
      to(email)
        .map((m) => m.mail.headers.get('x-arx-kind'))
        .sort(),
    ).toEqual(['receipt', 'welcome']);
  });
});
