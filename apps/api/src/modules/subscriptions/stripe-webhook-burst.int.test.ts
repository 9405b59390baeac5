import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, prices, providerEvents, subscriptions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { StripePaymentProvider } from '../../integrations/payments/stripe/stripe-payment-provider';
import type { FakeStripe, StripeObject } from '../../test/fakes/fake-stripe';
import type { TestDatabase } from '../../test/test-database';
import { insertDependent } from '../family/family.repository';
import { findPrimaryMembership } from '../memberships';
import {
  addMonthlyPlan,
  deliverWebhook,
  paidStripeMember,
  startWebhookTestbed,
  type WebhookTestbed,
} from './webhook-test-setup';

type Plan = 'family' | 'individual';

/** A fixed shuffle (a small LCG), so a failing order can be replayed. */
function shuffled<T>(items: T[], seed = 20_251_108): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('a burst of Stripe webhooks: duplicates, reordering, concurrency', () => {
  let fake: FakeStripe;
  let database: TestDatabase;
  let app: FastifyInstance;
  let stripe: StripePaymentProvider;
  const stripePrice: Record<Plan, string> = { family: '', individual: '' };

  let testbed: WebhookTestbed;

  beforeAll(async () => {
    testbed = await startWebhookTestbed({ secretKey: 'sk_test_burst_suite' });
    ({ fake, database, app, stripe } = testbed);
    stripePrice.family = await addMonthlyPlan(testbed, {
      slug: 'family',
      name: 'Family',
      maxMembers: 6,
      cents: 3999,
      groupCode: 'ARXFAM',
    });
    stripePrice.individual = await addMonthlyPlan(testbed, {
      slug: 'individual',
      name: 'Individual',
      maxMembers: 1,
      cents: 1499,
      groupCode: 'ARXIND',
    });
  });
  afterAll(() => testbed?.close());

  const deliver = (delivery: { payload: string; signature: string }) => deliverWebhook(app, delivery);

  /** The subscription's single item moved to another plan's price, as the billing portal does. */
  const onPlan = (subscription: StripeObject, plan: Plan) => {
    const items = structuredClone(subscription.items) as { data: Record<string, unknown>[] };
    const item = items.data[0] as Record<string, unknown>;
    item.price = structuredClone(fake.state.prices.get(stripePrice[plan]));
    return { items };
  };

  /** A member who paid for the family plan, with two dependents whose profiles are complete. */
  async function familyWithDependents(n: number) {
    const { user, subscription } = await paidStripeMember(testbed, { label: `burst${n}`, priceId: stripePrice.family });
    const created = await deliver(
      fake.signedEvent({ type: 'customer.subscription.created', object: structuredClone(subscription) }),
    );
    expect(created.statusCode).toBe(200);
    await withTransaction(database.db, async (tx) => {
      let primary = await findPrimaryMembership(tx, user!.id);
      for (const [name, personCode] of [
        ['Partner', 2],
        ['Child', 3],
      ] as const) {
        await insertDependent(tx, {
          primary: primary!,
          displayName: `${name} ${n}`,
          personCode,
        });
        primary = await findPrimaryMembership(tx, user!.id);
      }
    });
    await database.db.update(memberships).set({ profileCompleted: true }).where(eq(memberships.ownerUserId, user!.id));
    // One more sync so the dependents take the status the plan gives them.
    await deliver(fake.signedEvent({ type: 'customer.subscription.updated', object: structuredClone(subscription) }));
    return { user: user!, subscription };
  }

  const dependentStatuses = async (userId: number) =>
    (
      await database.db
        .select()
        .from(memberships)
        .where(eq(memberships.ownerUserId, userId))
        .orderBy(memberships.sequence)
    )
      .filter((m) => m.sequence > 1)
      .map((m) => m.status);

  it('when ~50 deliveries for five subscriptions arrive at once, shuffled and duplicated, then each converges to Stripe’s final state', async () => {
    const households = [];
    for (let n = 1; n <= 5; n++) households.push(await familyWithDependents(n));
    for (const { user } of households) expect(await dependentStatuses(user.id)).toEqual(['active', 'active']);

    // The fourth household was downgraded earlier; its dependents were suspended then.
    const [downgraded, canceled, leaving, returning, pastDue] = households as [
      (typeof households)[number],
      (typeof households)[number],
      (typeof households)[number],
      (typeof households)[number],
      (typeof households)[number],
    ];
    fake.setSubscription(returning.subscription.id, onPlan(returning.subscription, 'individual'));
    await deliver(
      fake.signedEvent({ type: 'customer.subscription.updated', object: structuredClone(returning.subscription) }),
    );
    expect(await dependentStatuses(returning.user.id)).toEqual(['suspended', 'suspended']);

    // What each subscription went through at Stripe; each step's snapshot becomes an event.
    const now = Math.floor(Date.now() / 1000);
    const steps: Record<string, { type: string; patch: Record<string, unknown> }[]> = {
      [downgraded.subscription.id]: [
        { type: 'customer.subscription.updated', patch: { cancel_at_period_end: true } },
        { type: 'customer.subscription.updated', patch: { cancel_at_period_end: false } },
        { type: 'customer.subscription.updated', patch: onPlan(downgraded.subscription, 'individual') },
      ],
      [canceled.subscription.id]: [
        { type: 'invoice.payment_failed', patch: { status: 'past_due' } },
        { type: 'customer.subscription.updated', patch: { status: 'unpaid' } },
        { type: 'customer.subscription.deleted', patch: { status: 'canceled', canceled_at: now, ended_at: now } },
      ],
      [leaving.subscription.id]: [
        { type: 'customer.subscription.updated', patch: onPlan(leaving.subscription, 'individual') },
        { type: 'customer.subscription.updated', patch: onPlan(leaving.subscription, 'family') },
        { type: 'customer.subscription.updated', patch: { cancel_at_period_end: true, cancel_at: now + 86_400 } },
      ],
      [returning.subscription.id]: [
        { type: 'invoice.paid', patch: {} },
        { type: 'customer.subscription.updated', patch: onPlan(returning.subscription, 'family') },
      ],
      [pastDue.subscription.id]: [
        { type: 'invoice.paid', patch: {} },
        { type: 'invoice.payment_failed', patch: { status: 'past_due' } },
        { type: 'customer.subscription.updated', patch: {} },
      ],
    };
    const events: { id: string; payload: string; signature: string }[] = [];
    for (const [subscriptionId, changes] of Object.entries(steps)) {
      for (const change of changes) {
        const subscription = fake.setSubscription(subscriptionId, change.patch);
        const object = change.type.startsWith('invoice.')
          ? {
              id: `in_${events.length}`,
              object: 'invoice',
              customer: subscription.customer,
              subscription: subscriptionId,
            }
          : structuredClone(subscription);
        events.push(fake.signedEvent({ type: change.type, object }));
      }
    }
    // Stripe retries: every event comes three or four times.
    const deliveries = shuffled(events.flatMap((event, n) => Array.from({ length: 3 + (n % 2) }, () => event)));
    expect(deliveries.length).toBeGreaterThanOrEqual(45);

    const answers = await Promise.all(deliveries.map((delivery) => deliver(delivery)));

    expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 200)).toEqual([]);
    for (const event of events) {
      const firsts = answers.filter((answer, n) => deliveries[n] === event && answer.json().duplicate === false);
      expect(firsts).toHaveLength(1);
    }
    const recorded = await database.db
      .select()
      .from(providerEvents)
      .where(
        inArray(
          providerEvents.id,
          events.map((event) => event.id),
        ),
      );
    expect(recorded).toHaveLength(events.length);

    // Every local subscription is what Stripe holds now, whatever order the events came in.
    const localPriceId = async (stripePriceId: string) =>
      (await database.db.select().from(prices).where(eq(prices.stripePriceId, stripePriceId)))[0]?.id;
    for (const { subscription } of households) {
      const remote = await stripe.retrieveSubscription(subscription.id);
      const [local] = await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, subscription.id));
      expect(local).toMatchObject({
        priceId: await localPriceId(remote!.priceId),
        amountCents: remote!.amountCents,
        cancelAtPeriodEnd: remote!.cancelAtPeriodEnd,
        cancelAt: remote!.cancelAt,
        canceledAt: remote!.canceledAt,
        currentPeriodEnd: remote!.currentPeriodEnd,
      });
    }
    const statusOf = async (id: string) =>
      (await database.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, id)))[0]?.status;
    expect(await statusOf(downgraded.subscription.id)).toBe('active');
    expect(await statusOf(canceled.subscription.id)).toBe('canceled');
    expect(await statusOf(leaving.subscription.id)).toBe('active');
    expect(await statusOf(returning.subscription.id)).toBe('active');
    expect(await statusOf(pastDue.subscription.id)).toBe('past_due');

    // The households follow the final plans: suspended without a live family plan, back on an upgrade.
    expect(await dependentStatuses(downgraded.user.id)).toEqual(['suspended', 'suspended']);
    expect(await dependentStatuses(canceled.user.id)).toEqual(['suspended', 'suspended']);
    expect(await dependentStatuses(leaving.user.id)).toEqual(['active', 'active']);
    expect(await dependentStatuses(returning.user.id)).toEqual(['active', 'active']);
    expect(await dependentStatuses(pastDue.user.id)).toEqual(['suspended', 'suspended']);
    // One card per household, whatever ran at once.
    for (const { user } of households) {
      const cards = await database.db.select().from(memberships).where(eq(memberships.ownerUserId, user.id));
      expect(cards.filter((card) => card.sequence === 1)).toHaveLength(1);
    }
  });
});
