import { centsToDollars, formatUsd } from '@arx/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, memberships, subscriptions } from '../../db/schema';
import { ADULT_PROFILE } from '../../test/factories';
import { lifecycleDriver } from '../../test/lifecycle';
import { createTestApp, type TestContext } from '../../test/test-app';

const DAY = 86_400_000;

/** Nothing about a person's health or whereabouts may be in an e-mail (subject or either part). */
function expectNoPrivateDetails(message: { subject: string; html: string; text: string }) {
  for (const part of [message.subject, message.html, message.text]) {
    expect(part).not.toContain(ADULT_PROFILE.date_of_birth);
    expect(part).not.toContain('01/01/1980');
    expect(part).not.toContain(ADULT_PROFILE.address_street);
    expect(part).not.toContain(ADULT_PROFILE.address_zip);
  }
}

describe('the e-mails of a yearly membership, on the sandbox clock', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;
  const email = 'yearly@example.com';
  let userId: number;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
    ({ userId, token } = await life.signUp(email, 'individual', 'year'));
  });
  afterAll(() => ctx.close());

  it('welcomes the member with their card and sends a receipt for the first payment', async () => {
    await life.deliver();
    const mail = await life.mailTo(email);
    expect(mail.map((m) => m.kind).sort()).toEqual(['receipt', 'welcome']);
    const [card] = await ctx.database.db.select().from(memberships).where(eq(memberships.ownerUserId, userId));
    const welcome = mail.find((m) => m.kind === 'welcome')!;
    expect(welcome.text).toContain(`${card!.memberNumber}-01`);
    expect(welcome.text).toContain(card!.groupCode);
    expect(welcome.text).toContain(card!.binNumber);
    expect(welcome.text).toContain('http://localhost:3000/dashboard');
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const receipt = mail.find((m) => m.kind === 'receipt')!;
    expect(receipt.text).toContain(formatUsd(centsToDollars(sub!.amountCents)));
    expect(receipt.text).toContain('Individual');
    // The record the operator sees: every message, by kind and subject, not its body.
    expect((await life.sentTo(userId)).map((s) => s.kind).sort()).toEqual(['receipt', 'welcome']);
    // Delivering again sends nothing more.
    await life.deliver();
    expect(await life.mailTo(email)).toHaveLength(2);
  });

  it('gives notice 30 days before the yearly renewal, once, with the date, the amount and the way to cancel', async () => {
    const res = await life.patchProfile(token);
    expect(res.statusCode).toBe(200);
    await life.advance(300);
    await life.sweepAndDeliver();
    expect(await life.kindsTo(email)).not.toContain('renewal-notice');
    await life.advance(36);
    await life.sweepAndDeliver();
    await life.sweepAndDeliver();
    const notices = (await life.mailTo(email)).filter((m) => m.kind === 'renewal-notice');
    expect(notices).toHaveLength(1);
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    // The member's browser sent no zone: the date is the day in Eastern time, the default.
    const renewsOn = sub!.currentPeriodEnd!.toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'America/New_York',
    });
    expect(notices[0]!.text).toContain(renewsOn);
    expect(notices[0]!.text).toContain(formatUsd(centsToDollars(sub!.amountCents)));
    expect(notices[0]!.text).toContain('http://localhost:3000/billing?cancel=1');
  });

  it('renews at the period end: a second receipt, the period moved a year, no second notice', async () => {
    const [before] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    await life.advance(30);
    await life.sweepAndDeliver();
    const kinds = await life.kindsTo(email);
    expect(kinds.filter((k) => k === 'receipt')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'renewal-notice')).toHaveLength(1);
    const [after] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(after!.status).toBe('active');
    expect(after!.currentPeriodEnd!.getTime() - before!.currentPeriodEnd!.getTime()).toBeGreaterThan(364 * DAY);
    for (const message of await life.mailTo(email)) expectNoPrivateDetails(message);
  });
});

describe('the e-mails of a trial, a failed renewal and a family member', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;

  beforeAll(async () => {
    ctx = await createTestApp();
    life = lifecycleDriver(ctx);
    await life.seed();
  });
  afterAll(() => ctx.close());

  it('warns three days before a trial ends, then says the payment failed when the card declines', async () => {
    const email = 'trial@example.com';
    await life.joinTrialWithDecliningCard(email, 'individual');
    await life.deliver();
    expect(await life.kindsTo(email)).toEqual(['welcome']);
    await life.advance(3);
    await life.sweepAndDeliver();
    expect(await life.kindsTo(email)).toEqual(['welcome']);
    await life.advance(1);
    await life.sweepAndDeliver();
    expect(await life.kindsTo(email)).toEqual(['welcome', 'trial-ending']);
    await life.advance(4);
    await life.sweepAndDeliver();
    expect(await life.kindsTo(email)).toEqual(['welcome', 'trial-ending', 'payment-failed']);
    const failed = (await life.mailTo(email)).at(-1)!;
    expect(failed.text).toContain('http://localhost:3000/billing');
  });

  it('tells the card holder when a family member is added, with nothing about them but a first name and ID', async () => {
    const email = 'family@example.com';
    const { token, userId } = await life.signUp(email, 'family', 'month');
    const added = await life.post(token, '/memberships', {
      membership: { display_name: 'Robin Member', person_code: 3 },
    });
    expect(added.statusCode, added.body).toBe(201);
    await life.deliver();
    const note = (await life.mailTo(email)).find((m) => m.kind === 'family-member-added')!;
    const [dependent] = await ctx.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, added.json().membership.id));
    expect(note.text).toContain('Robin');
    expect(note.text).toContain(`${dependent!.memberNumber}-${String(dependent!.sequence).padStart(2, '0')}`);
    expect(dependent!.ownerUserId).toBe(userId);
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `family-added:${dependent!.id}`));
    expect(queued[0]!.status).toBe('done');
  });
});
