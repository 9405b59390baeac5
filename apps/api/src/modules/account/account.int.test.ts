import { ACCOUNT_MESSAGES, AccountExportSchema } from '@arx/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passLinks, products, sandboxSubscriptions, subscriptions, users, walletPasses } from '../../db/schema';
import { seedPlans } from '../../db/seed/seed';
import { loadPlanSeeds } from '../../db/seed/seed-data';
import { createMedication } from '../../test/factories';
import { type FakeStripe, startFakeStripe, stripeSettingsFor } from '../../test/fakes/fake-stripe';
import { bearer, signInThroughLocalProvider, submitLocalSignInForm } from '../../test/sign-in';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ADULT, createWalletTestApp } from '../../test/wallet-test-app';

type Ctx = TestContext;

const NO_BODY = Symbol('no body');

const deleteAccount = (ctx: Ctx, token: string | null, payload: object | typeof NO_BODY = { confirm: 'DELETE' }) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/account',
    headers: token ? bearer(token) : {},
    ...(payload === NO_BODY ? {} : { payload }),
  });

const exportAccount = (ctx: Ctx, token: string | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/account/export', headers: token ? bearer(token) : {} });

const currentUser = (ctx: Ctx, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: bearer(token) });

/** Raw counts, table by table, of every row that belongs to one member (or their household). */
async function rowsHeldFor(ctx: Ctx, person: { userId: number; email: string }) {
  const count = async (query: ReturnType<typeof sql>) => {
    // PGlite and node-postgres both answer raw SQL with { rows }.
    const result = (await ctx.database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
    return Number(result.rows[0]?.n);
  };
  const { userId, email } = person;
  const household = sql`(select id from memberships where owner_user_id = ${userId})`;
  return {
    users: await count(sql`select count(*) as n from users where id = ${userId} or email = ${email}`),
    memberships: await count(sql`select count(*) as n from memberships where owner_user_id = ${userId}`),
    bookmarks: await count(sql`select count(*) as n from bookmarks where user_id = ${userId}`),
    subscriptions: await count(sql`select count(*) as n from subscriptions where user_id = ${userId}`),
    checkout_sessions: await count(sql`select count(*) as n from checkout_sessions where user_id = ${userId}`),
    wallet_passes: await count(sql`select count(*) as n from wallet_passes where membership_id in ${household}`),
    pass_links: await count(
      sql`select count(*) as n from pass_links where created_by_user_id = ${userId} or membership_id in ${household}`,
    ),
    local_auth_codes: await count(sql`select count(*) as n from local_auth_codes where email = ${email}`),
    fills: await count(sql`select count(*) as n from fills where owner_user_id = ${userId}`),
    price_reports: await count(sql`select count(*) as n from price_reports where owner_user_id = ${userId}`),
  };
}

/** What the sandbox provider holds under one customer, table by table. */
async function sandboxRowsFor(ctx: Ctx, customerId: string) {
  const count = async (query: ReturnType<typeof sql>) => {
    const result = (await ctx.database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
    return Number(result.rows[0]?.n);
  };
  return {
    customers: await count(sql`select count(*) as n from sandbox_customers where id = ${customerId}`),
    subscriptions: await count(sql`select count(*) as n from sandbox_subscriptions where customer_id = ${customerId}`),
    invoices: await count(sql`select count(*) as n from sandbox_invoices where customer_id = ${customerId}`),
    checkout_sessions: await count(
      sql`select count(*) as n from sandbox_checkout_sessions where customer_id = ${customerId}`,
    ),
    portal_sessions: await count(
      sql`select count(*) as n from sandbox_portal_sessions where customer_id = ${customerId}`,
    ),
  };
}

/**
 * A sign-in made `minutes` ago: the token's issue time is that old. Only the clock's date is
 * turned back, and only for the sign-in itself.
 */
async function signInMinutesAgo(ctx: Ctx, email: string, minutes: number): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - minutes * 60_000);
  try {
    return (await signInThroughLocalProvider(ctx, { email })).token;
  } finally {
    vi.useRealTimers();
  }
}

const NOTHING = {
  users: 0,
  memberships: 0,
  bookmarks: 0,
  subscriptions: 0,
  checkout_sessions: 0,
  wallet_passes: 0,
  pass_links: 0,
  local_auth_codes: 0,
  fills: 0,
  price_reports: 0,
};

/** A sign-in started on the local provider's page but never finished: it leaves a pending code. */
async function startSignInWithoutFinishing(ctx: Ctx, email: string) {
  const { submitted } = await submitLocalSignInForm(ctx, { email });
  expect(submitted.statusCode).toBe(303);
}

describe('account export and deletion (sandbox payments)', () => {
  let setup: Awaited<ReturnType<typeof createWalletTestApp>>;
  let ctx: Ctx;
  let medications: { mine: string; theirs: string };
  const ids = { mine: 0, theirs: 0 };

  beforeAll(async () => {
    setup = await createWalletTestApp();
    ctx = setup.ctx;
    const mine = await createMedication(ctx.database.db, { display_name: 'Quixamorol' });
    const theirs = await createMedication(ctx.database.db, { display_name: 'Zentravocil' });
    medications = { mine: mine.displayName, theirs: theirs.displayName };
    ids.mine = mine.id;
    ids.theirs = theirs.id;
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  /** A Family household: card holder with a complete profile, a child, a bookmark, a wallet pass and a share link. */
  async function household(name: string, medicationId: number, childName: string) {
    const member = await setup.activeMember('family', name);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, member.userId));
    const childId = await setup.addDependent(member.token, childName, 3);
    const bookmark = await setup.call(member.token, 'POST', '/bookmarks', { medication_id: medicationId });
    expect(bookmark.statusCode, bookmark.body).toBe(201);
    const pass = await setup.call(member.token, 'POST', '/wallet_passes', { platform: 'android' });
    expect(pass.statusCode, pass.body).toBe(200);
    const link = await setup.call(member.token, 'GET', `/wallet_passes/add_link?platform=ios&membership_id=${childId}`);
    expect(link.statusCode, link.body).toBe(200);
    const fill = await setup.call(member.token, 'POST', '/savings/fills', {
      membership_id: childId,
      medication_name: `${childName} ointment`,
      filled_on: '2026-01-15',
      quantity: '1',
      price_paid: '12.50',
      pharmacy: `${childName} Pharmacy`,
    });
    expect(fill.statusCode, fill.body).toBe(201);
    const report = await setup.call(member.token, 'POST', '/price_reports', {
      fill_id: fill.json().fill.id,
      pharmacy: `${childName} Pharmacy`,
      charged: '20.00',
      charged_on: '2026-01-15',
    });
    expect(report.statusCode, report.body).toBe(201);
    return { ...member, email: user!.email, childId, customerId: user!.paymentCustomerId! };
  }

  it('when a member exports, then the file holds their household, bookmarks, passes and invoices, and nothing of another household', async () => {
    const me = await household('Avery Exporter', ids.mine, 'Kit Exporter');
    const other = await household('Blake Neighbour', ids.theirs, 'Rue Neighbour');
    const saved = await setup.call(me.token, 'PATCH', '/memberships/update_profile', {
      profile: ADULT,
      time_zone: 'America/Phoenix',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const spanish = await setup.call(me.token, 'PUT', '/users/me/locale', { locale: 'es' });
    expect(spanish.statusCode, spanish.body).toBe(200);

    const res = await exportAccount(ctx, me.token);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="arx-account-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['content-disposition']).toContain(new Date().toISOString().slice(0, 10));
    expect(res.headers['cache-control']).toBe('no-store');
    const document = AccountExportSchema.parse(res.json());
    expect(document.user).toMatchObject({
      email: me.email,
      name: 'Avery Exporter',
      time_zone: 'America/Phoenix',
      locale: 'es',
    });
    expect(document.subscriptions).toHaveLength(1);
    expect(document.subscriptions[0]).toMatchObject({
      plan_name: 'Family',
      status: 'active',
      billing_interval: 'month',
    });
    expect(document.memberships.map((m) => [m.display_name, m.person_code_label, m.date_of_birth])).toEqual([
      ['Avery Exporter', 'Card Holder', ADULT.date_of_birth],
      ['Kit Exporter', 'Dependent Child', ADULT.date_of_birth],
    ]);
    expect(document.memberships[0]).toMatchObject({
      full_member_id: `${me.primary.memberNumber}-01`,
      sex: 'female',
      address: {
        street: ADULT.address_street,
        city: ADULT.address_city,
        state: ADULT.address_state,
        zip: ADULT.address_zip,
      },
    });
    expect(document.bookmarks.map((b) => b.medication_name)).toEqual([medications.mine]);
    expect(document.wallet_passes.map((p) => p.full_member_id)).toEqual([`${me.primary.memberNumber}-01`]);
    expect(document.pass_links).toEqual([
      expect.objectContaining({ full_member_id: `${me.primary.memberNumber}-02`, kind: 'share', platform: 'ios' }),
    ]);
    expect(document.invoices.available).toBe(true);
    expect(document.invoices.items).toHaveLength(1);
    expect(document.invoices.items[0]).toMatchObject({ status: 'paid', paid: true });
    expect(res.json().fills).toEqual([
      {
        person: 'Kit Exporter',
        full_member_id: `${me.primary.memberNumber}-02`,
        medication_name: 'Kit Exporter ointment',
        pack_label: null,
        filled_on: '2026-01-15',
        quantity: 1,
        price_paid: 12.5,
        retail_price: null,
        pharmacy: 'Kit Exporter Pharmacy',
        source: 'member',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(res.json().price_reports).toEqual([
      expect.objectContaining({
        medication_name: 'Kit Exporter ointment',
        pharmacy: 'Kit Exporter Pharmacy',
        charged: 20,
        charged_on: '2026-01-15',
        status: 'open',
        answer: null,
      }),
    ]);

    // Nothing of the other household, and no keys: token hashes, pass serials, provider ids.
    const text = res.body;
    for (const foreign of [
      other.email,
      'Blake Neighbour',
      'Rue Neighbour',
      medications.theirs,
      other.primary.memberNumber,
    ]) {
      expect(text).not.toContain(foreign);
    }
    const secrets = [
      ...(await ctx.database.db.select({ v: passLinks.tokenHash }).from(passLinks)).map((r) => r.v),
      ...(await ctx.database.db.select({ v: walletPasses.serialNumber }).from(walletPasses)).map((r) => r.v),
      ...(await ctx.database.db.select({ v: subscriptions.providerSubscriptionId }).from(subscriptions)).map(
        (r) => r.v,
      ),
      me.customerId,
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const secret of secrets) expect(text).not.toContain(secret);

    // And the other member's export is theirs alone.
    const theirs = AccountExportSchema.parse((await exportAccount(ctx, other.token)).json());
    expect(theirs.user.email).toBe(other.email);
    expect(theirs.bookmarks.map((b) => b.medication_name)).toEqual([medications.theirs]);
    expect(JSON.stringify(theirs)).not.toContain(me.email);
  });

  it('when a member deletes their account, then the provider subscription is canceled and its customer deleted, every row of theirs is gone, the other household is intact, and their tokens stop working', async () => {
    const me = await household('Casey Leaving', ids.mine, 'Dale Leaving');
    const other = await household('Emery Staying', ids.theirs, 'Finn Staying');
    const payments = ctx.app.integrations.payments;
    const cancel = vi.spyOn(payments, 'cancelSubscriptionNow');
    const deleteCustomer = vi.spyOn(payments, 'deleteCustomer');
    // A second device signed in, and a sign-in started but never finished.
    const { token: otherDevice } = await signInThroughLocalProvider(ctx, { email: me.email });
    await startSignInWithoutFinishing(ctx, me.email);
    const mine = await rowsHeldFor(ctx, me);
    expect(mine).toEqual({
      users: 1,
      memberships: 2,
      bookmarks: 1,
      subscriptions: 1,
      checkout_sessions: 1,
      wallet_passes: 1,
      pass_links: 1,
      local_auth_codes: 1,
      fills: 1,
      price_reports: 1,
    });
    const theirsBefore = await rowsHeldFor(ctx, other);
    expect(await sandboxRowsFor(ctx, me.customerId)).toMatchObject({
      customers: 1,
      subscriptions: 1,
      invoices: 1,
      checkout_sessions: 1,
    });
    const theirsAtProvider = await sandboxRowsFor(ctx, other.customerId);

    const res = await deleteAccount(ctx, me.token);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true, message: 'Your account has been deleted.' });
    expect(await rowsHeldFor(ctx, me)).toEqual(NOTHING);
    expect(await rowsHeldFor(ctx, other)).toEqual(theirsBefore);
    // Canceled first, then the customer (name, e-mail, card) deleted with everything under it.
    expect(cancel).toHaveBeenCalledTimes(1);
    await expect(cancel.mock.results[0]!.value).resolves.toMatchObject({ status: 'canceled' });
    expect(deleteCustomer).toHaveBeenCalledExactlyOnceWith(me.customerId);
    expect(cancel.mock.invocationCallOrder[0]).toBeLessThan(deleteCustomer.mock.invocationCallOrder[0]!);
    expect(await sandboxRowsFor(ctx, me.customerId)).toEqual({
      customers: 0,
      subscriptions: 0,
      invoices: 0,
      checkout_sessions: 0,
      portal_sessions: 0,
    });
    expect(await sandboxRowsFor(ctx, other.customerId)).toEqual(theirsAtProvider);
    const provider = await ctx.database.db.select().from(sandboxSubscriptions);
    expect(provider.find((s) => s.customerId === other.customerId)).toMatchObject({ status: 'active' });
    expect((await exportAccount(ctx, other.token)).statusCode).toBe(200);

    for (const token of [me.token, otherDevice]) {
      const after = await currentUser(ctx, token);
      expect(after.statusCode).toBe(401);
    }
    const bookmarks = await setup.call(otherDevice, 'GET', '/bookmarks');
    expect(bookmarks.statusCode).toBe(401);
    expect(bookmarks.json().message).toBe('This account has been deleted');
    const again = await deleteAccount(ctx, me.token);
    expect(again.statusCode).toBe(401);
  });

  it('when the sign-in is more than ten minutes old, then 403 asks to sign in again, nothing is deleted here or at the provider, and the token keeps working', async () => {
    const me = await household('Lou Lingering', ids.mine, 'Mo Lingering');
    const stale = await signInMinutesAgo(ctx, me.email, 11);
    const before = await rowsHeldFor(ctx, me);
    const atProvider = await sandboxRowsFor(ctx, me.customerId);

    const res = await deleteAccount(ctx, stale);

    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', message: 'Please sign in again to delete your account' });
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.signInAgain);
    expect(await rowsHeldFor(ctx, me)).toEqual(before);
    expect(await sandboxRowsFor(ctx, me.customerId)).toEqual(atProvider);
    const [running] = await ctx.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, me.customerId));
    expect(running?.status).toBe('active');
    expect((await currentUser(ctx, stale)).statusCode).toBe(200);

    // A sign-in of a few minutes ago is recent enough.
    const recent = await signInMinutesAgo(ctx, me.email, 9);
    const deleted = await deleteAccount(ctx, recent);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsHeldFor(ctx, me)).toEqual(NOTHING);
    expect((await sandboxRowsFor(ctx, me.customerId)).customers).toBe(0);
  });

  it('when the member signs in again with the same e-mail after deleting, then it is a fresh account with no subscription', async () => {
    const me = await household('Gale Returning', ids.mine, 'Hal Returning');
    expect((await deleteAccount(ctx, me.token)).statusCode).toBe(200);

    const { token } = await signInThroughLocalProvider(ctx, { email: me.email, name: 'Gale Returning' });

    const user = (await currentUser(ctx, token)).json().user;
    expect(user.email).toBe(me.email);
    expect(user.id).not.toBe(me.userId);
    const status = await setup.call(token, 'GET', '/users/subscription_status');
    expect(status.json()).toMatchObject({ has_active_subscription: false, plan_name: null });
    const card = await setup.call(token, 'GET', '/memberships/primary');
    expect(card.statusCode).toBe(404);
    const exported = AccountExportSchema.parse((await exportAccount(ctx, token)).json());
    expect(exported).toMatchObject({ subscriptions: [], memberships: [], bookmarks: [], pass_links: [] });
  });

  it('when a member who never subscribed deletes their account, then it is deleted too', async () => {
    const visitor = await setup.visitor('Ira Visitor');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, visitor.userId));

    const res = await deleteAccount(ctx, visitor.token);

    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsHeldFor(ctx, { userId: visitor.userId, email: user!.email })).toEqual(NOTHING);
  });

  it('when the confirmation is missing or wrong, then 400 with a clear message and nothing changes', async () => {
    const me = await household('Jo Hesitant', ids.mine, 'Kai Hesitant');
    const before = await rowsHeldFor(ctx, me);

    for (const payload of [{ confirm: 'delete' }, {}, { confirm: 'DELETE', user_id: 1 }, NO_BODY] as const) {
      const res = await deleteAccount(ctx, me.token, payload);
      expect(res.statusCode, String(JSON.stringify(payload))).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.confirmationRequired);
    }

    expect(await rowsHeldFor(ctx, me)).toEqual(before);
    const provider = await ctx.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, me.customerId));
    expect(provider[0]?.status).toBe('active');
    expect((await currentUser(ctx, me.token)).statusCode).toBe(200);
  });

  it('when there is no token, then export and delete answer 401', async () => {
    expect((await exportAccount(ctx, null)).statusCode).toBe(401);
    const res = await deleteAccount(ctx, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sign in to continue');
  });
});

describe('account deletion with Stripe', () => {
  let stripe: FakeStripe;
  let ctx: Ctx;
  let emails = 0;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    ctx = await createTestApp({
      APP_URL: 'https://club.example.com',
      ...stripeSettingsFor(stripe, 'sk_test_account'),
    });
    await seedPlans(ctx.database.db, loadPlanSeeds());
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  /** Signs up and pays at "Stripe": an active subscription there and here. */
  async function stripeMember() {
    const email = `stripe-account${++emails}@example.com`;
    const { token } = await signInThroughLocalProvider(ctx, { email, name: 'Lee Stripe' });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const [plan] = await ctx.database.db.select().from(products).where(eq(products.slug, 'individual'));
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/checkout',
      headers: bearer(token),
      payload: { plan_id: plan!.id, interval: 'month' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = new URL(started.json().checkout_url).pathname.split('/').pop() as string;
    const subscription = stripe.completeCheckout(sessionId);
    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/validate-session',
      headers: bearer(token),
      payload: { session_id: sessionId },
    });
    expect(validated.json().success).toBe(true);
    const [withCustomer] = await ctx.database.db.select().from(users).where(eq(users.id, user!.id));
    return {
      token,
      email,
      userId: user!.id,
      subscriptionId: subscription.id,
      customerId: withCustomer!.paymentCustomerId!,
    };
  }

  const deletions = () => stripe.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);

  it('when a member deletes their account, then Stripe is asked to cancel the subscription at once and then to delete the customer, before anything is deleted here', async () => {
    const me = await stripeMember();
    expect(stripe.state.customers.has(me.customerId)).toBe(true);
    const earlier = deletions().length;

    const res = await deleteAccount(ctx, me.token);

    expect(res.statusCode, res.body).toBe(200);
    expect(deletions().slice(earlier)).toEqual([
      `/v1/subscriptions/${me.subscriptionId}`,
      `/v1/customers/${me.customerId}`,
    ]);
    expect(stripe.state.subscriptions.get(me.subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(stripe.state.customers.has(me.customerId)).toBe(false);
    expect([...stripe.state.paymentMethods.values()].filter((m) => m.customer === me.customerId)).toEqual([]);
    expect(await rowsHeldFor(ctx, me)).toEqual(NOTHING);
  });

  it('when the sign-in is more than ten minutes old, then 403 and nothing is asked of Stripe or deleted here', async () => {
    const me = await stripeMember();
    const stale = await signInMinutesAgo(ctx, me.email, 11);
    const before = await rowsHeldFor(ctx, me);
    const earlier = deletions().length;

    const res = await deleteAccount(ctx, stale);

    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.signInAgain);
    expect(deletions().slice(earlier)).toEqual([]);
    expect(stripe.state.subscriptions.get(me.subscriptionId)).toMatchObject({ status: 'active' });
    expect(stripe.state.customers.has(me.customerId)).toBe(true);
    expect(await rowsHeldFor(ctx, me)).toEqual(before);
    expect((await currentUser(ctx, stale)).statusCode).toBe(200);
  });

  it('when Stripe cannot delete the customer, then nothing is deleted here, the member is told to try again, and a retry succeeds', async () => {
    const me = await stripeMember();
    const before = await rowsHeldFor(ctx, me);
    stripe.failNext('DELETE', `/v1/customers/${me.customerId}`);

    const failed = await deleteAccount(ctx, me.token);

    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      code: 'service_unavailable',
      message: ACCOUNT_MESSAGES.customerDeleteFailed,
    });
    expect(await rowsHeldFor(ctx, me)).toEqual(before);
    expect(stripe.state.customers.has(me.customerId)).toBe(true);
    expect((await currentUser(ctx, me.token)).statusCode).toBe(200);

    const retried = await deleteAccount(ctx, me.token);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(stripe.state.customers.has(me.customerId)).toBe(false);
    expect(await rowsHeldFor(ctx, me)).toEqual(NOTHING);
  });

  it('when the customer is already gone at Stripe, then deletion still goes through', async () => {
    const me = await stripeMember();
    stripe.state.customers.delete(me.customerId);

    const res = await deleteAccount(ctx, me.token);

    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsHeldFor(ctx, me)).toEqual(NOTHING);
  });

  it('when Stripe cannot cancel, then nothing is deleted, the member is told to try again, and a retry succeeds', async () => {
    const me = await stripeMember();
    const before = await rowsHeldFor(ctx, me);

    stripe.setOutage(true);
    const failed = await deleteAccount(ctx, me.token).finally(() => stripe.setOutage(false));

    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'service_unavailable', message: ACCOUNT_MESSAGES.cancelFailed });
    expect(await rowsHeldFor(ctx, me)).toEqual(before);
    expect(stripe.state.subscriptions.get(me.subscriptionId)).toMatchObject({ status: 'active' });
    expect((await currentUser(ctx, me.token)).statusCode).toBe(200);

    const retried = await deleteAccount(ctx, me.token);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(stripe.state.subscriptions.get(me.subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await rowsHeldFor(ctx, me)).toEqual(NOTHING);
  });

  it('when the subscription had already ended at Stripe but not here, then deletion still goes through', async () => {
    const me = await stripeMember();
    stripe.setSubscription(me.subscriptionId, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });

    const res = await deleteAccount(ctx, me.token);

    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsHeldFor(ctx, me)).toEqual(NOTHING);
  });
});
