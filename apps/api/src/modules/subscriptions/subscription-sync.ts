import type { SubscriptionStatus } from '@arx/contracts';
import { eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prices, products, providerEvents, subscriptions, users } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type {
  PaymentProvider,
  ProviderEvent,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from '../../integrations/payments/payment-provider';
import { forgetProviderBillingDetails } from '../billing';
import { ACTIVE_STATUSES, readHouseholdPlan, reconcileHousehold } from '../household';
import { ensurePrimaryMembership } from '../memberships';

export type SyncDeps = { db: Database; payments: PaymentProvider };

const STATUS: Record<ProviderSubscriptionStatus, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'unpaid',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  paused: 'past_due',
};

/**
 * Writes the provider's current view of one subscription into ours (an upsert by the
 * provider's id, so applying the same state twice changes nothing). When it is active and the
 * member has no card yet, the primary membership is created. Every plan change (checkout,
 * webhook, the sandbox portal) lands here, so the household's cards follow it here too.
 *
 * `readAt` is when the snapshot was asked of the provider. Two handlers that re-read it at
 * different times may finish in either order, so a snapshot read before the one stored is
 * dropped (in the upsert itself, so concurrent writers cannot both pass a separate check) and
 * the stored row is answered unchanged, the household with it.
 */
export async function applySubscription(
  db: Database,
  provider: PaymentProvider['name'],
  sub: ProviderSubscription,
  readAt: Date,
) {
  const [user] = await db.select().from(users).where(eq(users.paymentCustomerId, sub.customerId));
  if (!user) return null;
  const [price] = await db
    .select({ price: prices, product: products })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(eq(prices.stripePriceId, sub.priceId));
  const status = STATUS[sub.status];
  const values = {
    userId: user.id,
    provider,
    providerSubscriptionId: sub.id,
    providerCustomerId: sub.customerId,
    productId: price?.product.id ?? null,
    priceId: price?.price.id ?? null,
    status,
    billingInterval: sub.interval,
    amountCents: sub.amountCents,
    currency: sub.currency,
    currentPeriodEnd: sub.currentPeriodEnd,
    trialEnd: sub.trialEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    cancelAt: sub.cancelAt,
    canceledAt: sub.canceledAt,
    providerReadAt: readAt,
  };
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.providerSubscriptionId,
      set: { ...values, updatedAt: new Date() },
      // Rows written before reads were timed (null) take any snapshot.
      setWhere: or(isNull(subscriptions.providerReadAt), lte(subscriptions.providerReadAt, readAt)),
    })
    .returning();
  if (!row) {
    const [stored] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, sub.id));
    return stored ?? null;
  }
  if (ACTIVE_STATUSES.includes(status) && price) {
    await ensurePrimaryMembership(db, {
      userId: user.id,
      displayName: user.name ?? user.email,
      groupCode: price.product.groupCode,
      binNumber: price.product.binNumber,
    });
  }
  // Read back rather than taken from `sub`: a late event for an old subscription must not
  // decide the household while a newer one is live.
  await reconcileHousehold(db, user.id, await readHouseholdPlan(db, user.id));
  return row;
}

/** Re-reads one subscription from the provider and converges ours to it. */
export async function syncSubscription(deps: SyncDeps, providerSubscriptionId: string) {
  const readAt = new Date();
  const sub = await deps.payments.retrieveSubscription(providerSubscriptionId);
  if (!sub) return null;
  const row = await withTransaction(deps.db, (tx) => applySubscription(tx, deps.payments.name, sub, readAt));
  // A payment may have put a new card on file: the next read asks the provider again.
  forgetProviderBillingDetails(deps.payments, sub.customerId);
  return row;
}

/**
 * Handles a verified provider event (a Stripe webhook, or the sandbox's in-process notice).
 * The payload is trusted for ids only: the subscription is re-read from the provider, so
 * duplicates and out-of-order deliveries converge to the provider's state. The event id is
 * recorded under a unique key in the same transaction as the change, so one event has one effect.
 */
export async function handleProviderEvent(deps: SyncDeps, event: ProviderEvent): Promise<'processed' | 'duplicate'> {
  let subscriptionId = event.subscriptionId;
  if (!subscriptionId && event.checkoutSessionId) {
    subscriptionId = (await deps.payments.retrieveCheckoutSession(event.checkoutSessionId))?.subscriptionId ?? null;
  }
  // Outside the transaction so a slow provider call holds no database connection.
  const readAt = new Date();
  const sub = subscriptionId ? await deps.payments.retrieveSubscription(subscriptionId) : null;
  const outcome = await withTransaction(deps.db, async (tx) => {
    const recorded = await tx
      .insert(providerEvents)
      .values({ id: event.id, provider: deps.payments.name, type: event.type })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (recorded.length === 0) return 'duplicate' as const;
    if (sub) await applySubscription(tx, deps.payments.name, sub, readAt);
    return 'processed' as const;
  });
  // Any event about a customer (a card attached or changed, a payment) may change what the
  // provider holds for them, even one that names no subscription.
  forgetProviderBillingDetails(deps.payments, event.customerId);
  forgetProviderBillingDetails(deps.payments, sub?.customerId);
  return outcome;
}
