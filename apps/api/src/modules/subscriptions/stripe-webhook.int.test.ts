import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, prices, providerEvents, subscriptions } from '../../db/schema';
import type { FakeStripe, StripeObject } from '../../test/fakes/fake-stripe';
import type { TestDatabase } from '../../test/test-database';
import {
  addMonthlyPlan,
  deliverWebhook,
  paidStripeMember,
  startWebhookTestbed,
  type WebhookTestbed,
} from './webhook-test-setup';

describe('POST /webhooks/stripe', () => {
  let fake: FakeStripe;
  let database: TestDatabase;
  let app: FastifyInstance;
  let stripePriceId: string;
  let sequence = 0;

  let testbed: WebhookTestbed;

  beforeAll(async () => {
    testbed = await startWebhookTestbed({
      secretKey: 'sk_test_webhook_suite',
      // A neighbour route: the raw-body parser must stay inside the webhook's scope.
      neighbours: (api) => api.post('/echo', async (request) => ({ body: request.body })),
    });
    ({ fake, database, app } = testbed);
    stripePriceId = await addMonthlyPlan(testbed, {
      slug: 'family',
      name: 'Family',
      maxMembers: 6,
      cents: 3999,
      groupCode: 'ARXFAM',
    });
  });
  afterAll(() => testbed?.close());

  const paidMember = () => paidStripeMember(testbed, { label: `member${++sequence}`, priceId: stripePriceId });
  const deliver = (delivery: { payload: string; signature: string | undefined }) => deliverWebhook(app, delivery);

  const snapshot = (object: StripeObject) => structuredClone(object);

  async function tableCounts() {
    const [events] = await database.db.select({ n: count() }).from(providerEvents);
    const [subs] = await database.db.select({ n: count() }).from(subscriptions);
    const [cards] = await database.db.select({ n: count() }).from(memberships);
    return { events: events!.n, subscriptions: subs!.n, memberships: cards!.n };
  }

  const subscriptionRows = (providerSubscriptionId: string) =>
    database.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));

  it('when checkout.session.completed arrives, then the subscription and the primary membership exist', async () => {
    const { user, customerId, sessionId, subscription } = await paidMember();
    const delivery = fake.signedEvent({
      type: 'checkout.session.completed',
      object: snapshot(fake.state.checkoutSessions.get(sessionId)!),
    });

    const res = await deliver(delivery);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const [row] = await subscriptionRows(subscription.id);
    const [price] = await database.db.select().from(prices).where(eq(prices.stripePriceId, stripePriceId));
    expect(row).toMatchObject({
      userId: user.id,
      provider: 'stripe',
      providerCustomerId: customerId,
      status: 'active',
      priceId: price!.id,
      productId: price!.productId,
      billingInterval: 'month',
      amountCents: 3999,
      cancelAtPeriodEnd: false,
    });
    expect(row!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());
    const cards = await database.db.select().from(memberships).where(eq(memberships.ownerUserId, user.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      personCode: 1,
      sequence: 1,
      groupCode: 'ARXFAM',
      binNumber: '610999',
      displayName: user.name,
    });
    expect(cards[0]!.memberNumber).toMatch(/^ARX-\d{6}$/);
    const [event] = await database.db.select().from(providerEvents).where(eq(providerEvents.id, delivery.id));
    expect(event).toMatchObject({ provider: 'stripe', type: 'checkout.session.completed' });
  });

  it('when the signature is wrong, then it answers 400 and changes nothing', async () => {
    const { subscription } = await paidMember();
    const before = await tableCounts();
    const forged = fake.signedEvent({
      type: 'customer.subscription.created',
      object: snapshot(subscription),
      secret: 'whsec_attacker',
    });

    const responses = [
      await deliver(forged),
      await deliver({ payload: forged.payload, signature: undefined }),
      await deliver({ payload: forged.payload, signature: 't=1,v1=deadbeef' }),
    ];

    for (const res of responses) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'bad_request', message: 'Invalid webhook signature' });
    }
    expect(await tableCounts()).toEqual(before);
    expect(await subscriptionRows(subscription.id)).toEqual([]);
  });

  it('when the delivery is older than five minutes, then it answers 400 and changes nothing', async () => {
    const { subscription } = await paidMember();
    const before = await tableCounts();
    const stale = fake.signedEvent({
      type: 'customer.subscription.created',
      object: snapshot(subscription),
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });

    const res = await deliver(stale);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'bad_request', message: 'Invalid webhook signature' });
    expect(await tableCounts()).toEqual(before);
    const recorded = await database.db.select().from(providerEvents).where(eq(providerEvents.id, stale.id));
    expect(recorded).toEqual([]);
  });

  it('when one event is delivered five times at once, then it has exactly one effect', async () => {
    const { user, subscription } = await paidMember();
    const delivery = fake.signedEvent({ type: 'customer.subscription.created', object: snapshot(subscription) });

    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(delivery)));

    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const duplicates = responses.map((r) => r.json().duplicate).sort();
    expect(duplicates).toEqual([false, true, true, true, true]);
    expect(await database.db.select().from(providerEvents).where(eq(providerEvents.id, delivery.id))).toHaveLength(1);
    expect(await subscriptionRows(subscription.id)).toHaveLength(1);
    expect(await database.db.select().from(memberships).where(eq(memberships.ownerUserId, user.id))).toHaveLength(1);
  });

  it('when an old "updated" payload arrives after the cancellation, then the row stays canceled (state is re-read)', async () => {
    const { subscription } = await paidMember();
    const whileActive = snapshot(subscription);
    await deliver(fake.signedEvent({ type: 'customer.subscription.created', object: whileActive }));
    expect((await subscriptionRows(subscription.id))[0]?.status).toBe('active');

    const canceledAt = Math.floor(Date.now() / 1000);
    fake.setSubscription(subscription.id, { status: 'canceled', canceled_at: canceledAt });
    const late = fake.signedEvent({ type: 'customer.subscription.updated', object: whileActive });
    const res = await deliver(late);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const [row] = await subscriptionRows(subscription.id);
    expect(row).toMatchObject({ status: 'canceled', canceledAt: new Date(canceledAt * 1000) });
  });

  it('when Stripe is down during the re-read, then it answers 503, records nothing, and the retry succeeds', async () => {
    const { subscription } = await paidMember();
    const delivery = fake.signedEvent({ type: 'customer.subscription.created', object: snapshot(subscription) });

    fake.setOutage(true);
    const failed = await deliver(delivery).finally(() => fake.setOutage(false));

    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'service_unavailable' });
    expect(await database.db.select().from(providerEvents).where(eq(providerEvents.id, delivery.id))).toEqual([]);
    expect(await subscriptionRows(subscription.id)).toEqual([]);

    const retried = await deliver(delivery);
    expect(retried.json()).toEqual({ received: true, duplicate: false });
    expect((await subscriptionRows(subscription.id))[0]?.status).toBe('active');
  });

  it('keeps the raw-body parser to the webhook: a neighbouring route still parses JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/echo', payload: { hello: 'world' } });
    expect(res.json()).toEqual({ body: { hello: 'world' } });
  });
});
