import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OPERATOR_EMAIL } from '../../../config/config';
import { auditEvents, jobs, memberships, refunds, subscriptions, users, walletPasses } from '../../../db/schema';
import { ADULT_PROFILE } from '../../../test/factories';
import { lifecycleDriver } from '../../../test/lifecycle';
import { bearer, signInThroughLocalProvider } from '../../../test/sign-in';
import { createTestApp, type TestContext } from '../../../test/test-app';

/** Every private value the household's card holder gave: none may appear unless "Show" was pressed. */
const PRIVATE_VALUES = [
  ADULT_PROFILE.date_of_birth,
  ADULT_PROFILE.address_street,
  ADULT_PROFILE.address_city,
  ADULT_PROFILE.address_zip,
];

describe('the back office’s member page: see a member, show private fields, resend the welcome, cancel', () => {
  let ctx: TestContext;
  let life: ReturnType<typeof lifecycleDriver>;
  let operator: string;
  let operatorId: number;

  beforeAll(async () => {
    // Tokens outlive the 12 hours after which an operator's writes need a new sign-in.
    ctx = await createTestApp({ AUTH_TOKEN_TTL_SECONDS: String(3 * 86_400) });
    life = lifecycleDriver(ctx);
    await life.seed();
    operator = (await signInThroughLocalProvider(ctx, { email: DEMO_OPERATOR_EMAIL, name: 'Olu Operator' })).token;
    operatorId = (await life.get(operator, '/current_user')).json().user.id;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(operator), ...(payload ? { payload } : {}) });
  const auditOf = (userId: number) =>
    db().select().from(auditEvents).where(eq(auditEvents.memberUserId, userId)).orderBy(desc(auditEvents.id));
  const subscriptionOf = async (userId: number) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;

  it('when an operator opens a member, then they see the account, cards, billing and mail, without private fields', async () => {
    const { token, userId } = await life.signUp('household@example.com', 'family', 'year');
    expect((await life.patchProfile(token)).statusCode).toBe(200);
    const added = await life.post(token, '/memberships', {
      membership: { display_name: 'Sam Member', person_code: 3 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const [card] = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.ownerUserId, userId), eq(memberships.sequence, 1)));
    await db().insert(walletPasses).values({ membershipId: card!.id, serialNumber: 'serial-household' });
    await life.deliver();

    const res = await admin('GET', `/admin/members/${userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    const { amountCents } = await subscriptionOf(userId);
    expect(page.account).toMatchObject({ id: userId, email: 'household@example.com', time_zone: null, locale: 'en' });
    expect(page.household).toEqual([
      {
        membership_id: card!.id,
        member_id: `${card!.memberNumber}-01`,
        name: 'Pat Member',
        person_code: 1,
        relationship: 'Card Holder',
        status: 'active',
        profile_completed: true,
      },
      expect.objectContaining({
        member_id: `${card!.memberNumber}-02`,
        name: 'Sam Member',
        relationship: 'Dependent Child',
      }),
    ]);
    expect(page.subscriptions).toEqual([
      expect.objectContaining({
        plan: 'Family',
        interval: 'year',
        status: 'active',
        amount: amountCents / 100,
        cancel_at_period_end: false,
      }),
    ]);
    expect(page.invoices.available).toBe(true);
    expect(page.invoices.items[0]).toMatchObject({
      status: 'paid',
      amount: amountCents / 100,
      amount_refunded: 0,
      refundable: amountCents / 100,
    });
    expect(page.invoices.items[0].pdf_url).toContain('/sandbox/invoices/');
    expect(page.consents).toEqual([expect.objectContaining({ plan_name: 'Family', amount: amountCents / 100 })]);
    expect(page.emails.map((e: { kind: string }) => e.kind)).toContain('welcome');
    expect(page.emails[0]).toEqual(
      expect.objectContaining({
        to: 'household@example.com',
        subject: expect.any(String),
        sent_at: expect.any(String),
      }),
    );
    expect(page.wallet_passes).toEqual([expect.objectContaining({ member_id: `${card!.memberNumber}-01` })]);
    expect(page.refunds).toEqual([]);
    // Private fields, and the columns that would carry them, are not in the answer at all.
    for (const value of PRIVATE_VALUES) expect(res.body).not.toContain(value);
    expect(res.body).not.toMatch(/date_of_birth|address|"sex"/);
    // Reading a member is not an action: nothing is audited.
    expect(await auditOf(userId)).toEqual([]);

    expect((await admin('GET', '/admin/members/999999')).json()).toMatchObject({
      code: 'not_found',
      message: 'There is no member with that id.',
    });
  });

  it('when the member reads Spanish and has a pet, then the back office still reads English and names the pet as a pet', async () => {
    const { token, userId } = await life.signUp('spanish-household@example.com', 'family', 'month');
    await db().update(users).set({ locale: 'es' }).where(eq(users.id, userId));
    const added = await life.post(token, '/memberships', {
      membership: { display_name: 'Luna', person_code: 4, species: 'cat' },
    });
    expect(added.statusCode, added.body).toBe(201);

    const page = (await admin('GET', `/admin/members/${userId}`)).json();

    expect(page.account).toMatchObject({ locale: 'es' });
    expect(page.invoices.items[0]).toMatchObject({ description: 'Family plan (monthly)' });
    expect(page.household).toContainEqual(expect.objectContaining({ name: 'Luna', relationship: 'Pet · Cat' }));
    // The member's own billing page words the same invoice in their language.
    const own = (await life.get(token, '/billing/invoices')).json();
    expect(own.invoices[0]).toMatchObject({ description: 'Plan Familiar (mensual)' });
  });

  it('when an operator presses Show, then they get the dates of birth and addresses, and the log says who looked, without them', async () => {
    const { token, userId } = await life.signUp('show@example.com', 'family', 'month');
    await life.patchProfile(token);
    await life.post(token, '/memberships', { membership: { display_name: 'Kim Member', person_code: 3 } });

    const res = await admin('POST', `/admin/members/${userId}/private-fields`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().people).toEqual([
      expect.objectContaining({
        name: 'Pat Member',
        date_of_birth: ADULT_PROFILE.date_of_birth,
        address: {
          street: ADULT_PROFILE.address_street,
          city: ADULT_PROFILE.address_city,
          state: ADULT_PROFILE.address_state,
          zip: ADULT_PROFILE.address_zip,
        },
      }),
      expect.objectContaining({ name: 'Kim Member', date_of_birth: null, address: null }),
    ]);
    const [entry, ...older] = await auditOf(userId);
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      action: 'member.private_fields.shown',
      operatorUserId: operatorId,
      operatorEmail: DEMO_OPERATOR_EMAIL,
      subjectType: 'user',
      subjectId: String(userId),
      before: null,
      after: null,
    });
    for (const value of PRIVATE_VALUES) expect(JSON.stringify(entry)).not.toContain(value);
    // The member's history on their page shows it.
    const page = (await admin('GET', `/admin/members/${userId}`)).json();
    expect(page.history).toEqual([expect.objectContaining({ id: entry!.id, action: 'member.private_fields.shown' })]);
  });

  it('when the operator’s sign-in is more than 12 hours old, then Show is refused until they sign in again; reading is not', async () => {
    const { token, userId } = await life.signUp('stale@example.com', 'individual', 'month');
    await life.patchProfile(token);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 13 * 3_600_000 });
    const shown = await admin('POST', `/admin/members/${userId}/private-fields`);
    expect(shown.statusCode, shown.body).toBe(403);
    expect(shown.json()).toMatchObject({ code: 'reauth_required' });
    expect(shown.body).not.toContain(ADULT_PROFILE.date_of_birth);
    expect((await admin('GET', `/admin/members/${userId}`)).statusCode).toBe(200);
    expect(await auditOf(userId)).toEqual([]);
  });

  it('when an operator resends the welcome, then a new welcome e-mail with the card reaches the mailbox, audited', async () => {
    const email = 'welcome.again@example.com';
    const { userId } = await life.signUp(email, 'individual', 'month');
    await life.deliver();
    expect((await life.kindsTo(email)).filter((k) => k === 'welcome')).toHaveLength(1);
    const [card] = await db().select().from(memberships).where(eq(memberships.ownerUserId, userId));
    const memberId = `${card!.memberNumber}-01`;

    const res = await admin('POST', `/admin/members/${userId}/welcome-email`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`The welcome e-mail with card ${memberId} is on its way to ${email}.`);
    const [entry] = await auditOf(userId);
    expect(entry).toMatchObject({
      action: 'member.welcome_resent',
      subjectType: 'membership',
      after: { member_id: memberId },
    });
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `welcome-resend:${userId}:${entry!.id}`));
    expect(job?.payload).toEqual({ template: 'welcome', userId });

    await life.deliver();
    const welcomes = (await life.mailTo(email)).filter((m) => m.kind === 'welcome');
    expect(welcomes).toHaveLength(2);
    expect(welcomes[1]!.text).toContain(memberId);
    expect((await life.sentTo(userId)).filter((m) => m.kind === 'welcome')).toHaveLength(2);
  });

  it('when the member has no card yet, then the resend is refused with the reason, and nothing is queued or logged', async () => {
    const { token } = await signInThroughLocalProvider(ctx, { email: 'no.card@example.com', name: 'No Card' });
    const userId = (await life.get(token, '/current_user')).json().user.id;
    const res = await admin('POST', `/admin/members/${userId}/welcome-email`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This member has no card yet, so there is no welcome e-mail to send. The card is made when their first payment goes through.',
    );
    expect(await auditOf(userId)).toEqual([]);
  });

  it('when an operator cancels at the period end and then now, then the subscription follows, with the reason audited and no refund', async () => {
    const email = 'cancelled.by.phone@example.com';
    const { userId } = await life.signUp(email, 'individual', 'year');
    const subscription = await subscriptionOf(userId);

    const atEnd = await admin('POST', `/admin/members/${userId}/cancel`, {
      when: 'period_end',
      reason: 'Moving abroad',
    });
    expect(atEnd.statusCode, atEnd.body).toBe(200);
    expect(atEnd.json().subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await subscriptionOf(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await auditOf(userId))[0]).toMatchObject({
      action: 'member.cancel',
      subjectType: 'subscription',
      subjectId: String(subscription.id),
      before: { status: 'active', cancel_at_period_end: false },
      after: { status: 'active', cancel_at_period_end: true },
      reason: 'Moving abroad',
    });
    const again = await admin('POST', `/admin/members/${userId}/cancel`, { when: 'period_end', reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already set to end');

    const now = await admin('POST', `/admin/members/${userId}/cancel`, { when: 'now', reason: 'Card was stolen' });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().message).toContain('nothing was refunded');
    expect((await subscriptionOf(userId)).status).toBe('canceled');
    const [last] = await auditOf(userId);
    expect(last).toMatchObject({
      action: 'member.cancel',
      before: { status: 'active', cancel_at_period_end: true },
      after: { status: 'canceled' },
      reason: 'Card was stolen',
    });
    expect(await db().select().from(refunds).where(eq(refunds.userId, userId))).toEqual([]);
    // Newest first: each cancellation's intent, recorded before the provider was asked, then its outcome.
    expect((await auditOf(userId)).map((e) => e.action)).toEqual([
      'member.cancel',
      'member.cancel.requested',
      'member.cancel',
      'member.cancel.requested',
    ]);
    // The member hears of it as when they cancel themselves: the sync queued the confirmation.
    await life.deliver();
    expect(await life.kindsTo(email)).toContain('cancellation-confirmed');

    const nothingLeft = await admin('POST', `/admin/members/${userId}/cancel`, { when: 'now', reason: 'Once more' });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().message).toBe('This member has no live membership to cancel.');
    // Refused before the provider is asked: no intent either.
    expect(await auditOf(userId)).toHaveLength(4);
  });
});
