import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, subscriptions } from '../../db/schema';
import type { ProviderSubscription } from '../../integrations/payments/payment-provider';
import { applySubscription } from './subscription-sync';
import {
  addMonthlyPlan,
  deliverWebhook,
  paidStripeMember,
  startWebhookTestbed,
  type WebhookTestbed,
} from './webhook-test-setup';

const SECOND = 1000;

describe('provider snapshots are applied in the order they were read', () => {
  let testbed: WebhookTestbed;
  let priceId: string;
  let members = 0;

  beforeAll(async () => {
    testbed = await startWebhookTestbed({ secretKey: 'sk_test_snapshot_order' });
    priceId = await addMonthlyPlan(testbed, {
      slug: 'individual',
      name: 'Individual',
      maxMembers: 1,
      cents: 999,
      groupCode: 'ARXIND',
    });
  });
  afterAll(() => testbed?.close());

  const db = () => testbed.database.db;
  const storedRow = async (subscriptionId: string) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId)))[0];
  const cardsOf = (userId: number) => db().select().from(memberships).where(eq(memberships.ownerUserId, userId));

  async function member() {
    const paid = await paidStripeMember(testbed, { label: `order${++members}`, priceId });
    const active = (await testbed.stripe.retrieveSubscription(paid.subscription.id)) as ProviderSubscription;
    expect(active.status).toBe('active');
    return { ...paid, active };
  }

  it('when a canceled snapshot is applied and then an active one read before it, then the subscription stays canceled and no card is made', async () => {
    const { user, active } = await member();
    const readEarlier = new Date(Date.now() - 10 * SECOND);
    const readLater = new Date(readEarlier.getTime() + SECOND);
    const canceled: ProviderSubscription = { ...active, status: 'canceled', canceledAt: readLater };

    await applySubscription(db(), 'stripe', canceled, readLater);
    const answered = await applySubscription(db(), 'stripe', active, readEarlier);

    const row = await storedRow(active.id);
    expect(row).toMatchObject({ status: 'canceled', canceledAt: readLater, providerReadAt: readLater });
    expect(answered).toEqual(row);
    expect(await cardsOf(user.id)).toEqual([]);

    // A snapshot read after the stored one still applies.
    await applySubscription(db(), 'stripe', active, new Date(readLater.getTime() + SECOND));
    expect(await storedRow(active.id)).toMatchObject({ status: 'active' });
    expect(await cardsOf(user.id)).toHaveLength(1);
  });

  it('when two snapshots carry the same read time, or the stored row has none, then the incoming one applies', async () => {
    const { active } = await member();
    const readAt = new Date();
    await applySubscription(db(), 'stripe', active, readAt);

    await applySubscription(db(), 'stripe', { ...active, cancelAtPeriodEnd: true }, readAt);
    expect(await storedRow(active.id)).toMatchObject({ cancelAtPeriodEnd: true });

    // A row stored before read times were recorded.
    await db()
      .update(subscriptions)
      .set({ providerReadAt: null })
      .where(eq(subscriptions.providerSubscriptionId, active.id));
    await applySubscription(db(), 'stripe', active, new Date(readAt.getTime() - 60 * SECOND));
    expect(await storedRow(active.id)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('when the webhook that read Stripe first finishes last, then its older snapshot does not undo the cancellation', async () => {
    const { fake, app } = testbed;
    const { user, subscription } = await member();
    const created = await deliverWebhook(
      app,
      fake.signedEvent({ type: 'customer.subscription.created', object: structuredClone(subscription) }),
    );
    expect(created.statusCode, created.body).toBe(200);
    // The card holder's profile is complete, so the card is active while the plan is live.
    await db().update(memberships).set({ profileCompleted: true }).where(eq(memberships.ownerUserId, user.id));
    await deliverWebhook(
      app,
      fake.signedEvent({ type: 'customer.subscription.updated', object: structuredClone(subscription) }),
    );
    expect((await cardsOf(user.id)).map((card) => card.status)).toEqual(['active']);

    // The first delivery reads the subscription while it is still active; Stripe is slow to answer.
    const slow = fake.holdNext('GET', `/v1/subscriptions/${subscription.id}`);
    const first = deliverWebhook(
      app,
      fake.signedEvent({ type: 'customer.subscription.updated', object: structuredClone(subscription) }),
    );
    await slow.arrived;
    const endedAt = Math.floor(Date.now() / 1000);
    fake.setSubscription(subscription.id, { status: 'canceled', canceled_at: endedAt, ended_at: endedAt });
    const second = await deliverWebhook(
      app,
      fake.signedEvent({ type: 'customer.subscription.deleted', object: structuredClone(subscription) }),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(await storedRow(subscription.id)).toMatchObject({ status: 'canceled' });

    slow.release();
    const late = await first;

    expect(late.statusCode, late.body).toBe(200);
    expect(await storedRow(subscription.id)).toMatchObject({
      status: 'canceled',
      canceledAt: new Date(endedAt * 1000),
    });
    expect((await cardsOf(user.id)).map((card) => card.status)).toEqual(['inactive']);
  });
});
