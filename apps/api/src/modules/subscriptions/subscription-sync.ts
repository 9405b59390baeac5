import type { SubscriptionStatus } from '@arx/contracts';
import { and, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceChanges, prices, products, providerEvents, subscriptions, users } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type {
  PaymentProvider,
  ProviderEvent,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from '../../integrations/payments/payment-provider';
import { forgetProviderBillingDetails } from '../billing';
import { markMembershipEnded } from '../consent';
import { type EmailJobPayload, emailKeys, enqueueEmail } from '../email';
import { ACTIVE_STATUSES, readHouseholdPlan, reconcileHousehold } from '../household';
import { ensurePrimaryMembership } from '../memberships';
import { claimTrial, isCardClaimedBefore } from './trial-claims';

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
  const price = await planOfProviderPrice(db, sub.priceId);
  const status = STATUS[sub.status];
  const [before] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, sub.id));
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
  // A free trial is claimed for the address (and the card) in the transaction that stores it.
  if (row.trialEnd) {
    await claimTrial(db, 'email', user.email);
    if (sub.cardFingerprint) await claimTrial(db, 'card', sub.cardFingerprint);
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
  const plan = await readHouseholdPlan(db, user.id);
  await reconcileHousehold(db, user.id, plan);
  await followLifecycle(db, { before: before ?? null, after: row, userId: user.id });
  return row;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The member hears of what just changed, by an e-mail queued in this transaction under a key
 * made of the change itself, so replaying the same snapshot queues nothing more: a new
 * membership is welcomed, and a cancellation (at the period end, or at once) is confirmed once.
 * When the membership ends, the consent records' three years start.
 */
async function followLifecycle(
  db: Database,
  { before, after, userId }: { before: SubscriptionRow | null; after: SubscriptionRow; userId: number },
) {
  const isLive = ACTIVE_STATUSES.includes(after.status);
  const payload = (template: EmailJobPayload['template']): EmailJobPayload => ({
    template,
    userId,
    subscriptionId: after.id,
  });
  // Keyed by the subscription: a checkout seen first as incomplete is welcomed once it goes live,
  // and a payment fixed after a failure (past due, then active again) welcomes nobody twice.
  if (isLive && !(before && ACTIVE_STATUSES.includes(before.status))) {
    await enqueueEmail(db, emailKeys.welcome(after.providerSubscriptionId), payload('welcome'));
  }
  const wasCancelling = Boolean(before?.cancelAtPeriodEnd) || before?.status === 'canceled';
  const cancelsNow = (isLive && after.cancelAtPeriodEnd) || (after.status === 'canceled' && before !== null);
  if (cancelsNow && !wasCancelling) {
    // Keyed by when it was asked for: the same request taking effect later adds nothing, an
    // undo followed by a new cancellation is told again.
    const requestedAt = after.canceledAt ?? after.cancelAt ?? after.currentPeriodEnd ?? new Date(0);
    await enqueueEmail(
      db,
      emailKeys.cancellation(after.providerSubscriptionId, requestedAt),
      payload('cancellation-confirmed'),
    );
  }
  if (after.status === 'canceled' && before?.status !== 'canceled') {
    const [live] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ACTIVE_STATUSES)))
      .limit(1);
    if (!live) await markMembershipEnded(db, userId, after.cancelAt ?? after.canceledAt ?? new Date());
  }
}

/**
 * Re-reads one subscription from the provider and converges ours to it. `alongside` runs in the
 * transaction that writes our row, with the row as stored (an operator's audit entry: there is
 * then no change of ours without its entry).
 */
export async function syncSubscription(
  deps: SyncDeps,
  providerSubscriptionId: string,
  alongside?: (tx: Database, row: SubscriptionRow | null) => Promise<void>,
) {
  const read = await endRepeatedTrial(deps, await readNow(deps, providerSubscriptionId));
  if (!read) return null;
  const { sub, readAt } = read;
  const row = await withTransaction(deps.db, async (tx) => {
    const applied = await applySubscription(tx, deps.payments.name, sub, readAt);
    if (alongside) await alongside(tx, applied);
    return applied;
  });
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
  const read = subscriptionId ? await endRepeatedTrial(deps, await readNow(deps, subscriptionId)) : null;
  const sub = read?.sub ?? null;
  const readAt = read?.readAt ?? new Date();
  const outcome = await withTransaction(deps.db, async (tx) => {
    const recorded = await tx
      .insert(providerEvents)
      .values({ id: event.id, provider: deps.payments.name, type: event.type })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (recorded.length === 0) return 'duplicate' as const;
    if (sub) await applySubscription(tx, deps.payments.name, sub, readAt);
    await followInvoiceEvent(tx, event, sub?.customerId ?? event.customerId);
    return 'processed' as const;
  });
  // Any event about a customer (a card attached or changed, a payment) may change what the
  // provider holds for them, even one that names no subscription.
  forgetProviderBillingDetails(deps.payments, event.customerId);
  forgetProviderBillingDetails(deps.payments, sub?.customerId);
  return outcome;
}

type Snapshot = { sub: ProviderSubscription; readAt: Date };

/** The provider's current view of one subscription, with when it was asked. */
async function readNow(deps: SyncDeps, providerSubscriptionId: string): Promise<Snapshot | null> {
  const readAt = new Date();
  const sub = await deps.payments.retrieveSubscription(providerSubscriptionId);
  return sub ? { sub, readAt } : null;
}

/**
 * A free trial paid by a card that an earlier trial used (under an account deleted since, or
 * another address) ends at once, so the first period is charged now: one free trial per card
 * as well as per address. Asked of the provider before our transaction, and the snapshot it
 * answers is the one stored.
 */
async function endRepeatedTrial(deps: SyncDeps, read: Snapshot | null): Promise<Snapshot | null> {
  const fingerprint = read?.sub.cardFingerprint;
  if (read?.sub.status !== 'trialing' || !fingerprint) return read;
  if (!(await isCardClaimedBefore(deps.db, fingerprint, read.sub.id))) return read;
  const readAt = new Date();
  const ended = await deps.payments.endTrialNow(read.sub.id);
  return ended ? { sub: ended, readAt } : read;
}

/** A paid invoice gets a receipt, a failed one a "payment failed" e-mail, each once per invoice. */
async function followInvoiceEvent(tx: Database, event: ProviderEvent, customerId: string | null) {
  const invoiceId = event.invoiceId;
  if (!invoiceId || !customerId) return;
  const template =
    event.type === 'invoice.paid' ? 'receipt' : event.type === 'invoice.payment_failed' ? 'payment-failed' : null;
  if (!template) return;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.paymentCustomerId, customerId));
  if (!user) return;
  const key = template === 'receipt' ? emailKeys.receipt(invoiceId) : emailKeys.paymentFailed(invoiceId);
  await enqueueEmail(tx, key, { template, userId: user.id, providerInvoiceId: invoiceId });
}

/**
 * Which of our prices a provider price is: the one the catalogue names, or, while a price change
 * moves members over, either side of that change (docs/product.md §10).
 */
async function planOfProviderPrice(db: Database, providerPriceId: string) {
  const [current] = await db
    .select({ price: prices, product: products })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(eq(prices.stripePriceId, providerPriceId));
  if (current) return current;
  const [changed] = await db
    .select({ price: prices, product: products })
    .from(priceChanges)
    .innerJoin(prices, eq(prices.id, priceChanges.priceId))
    .innerJoin(products, eq(products.id, prices.productId))
    .where(
      or(eq(priceChanges.newProviderPriceId, providerPriceId), eq(priceChanges.oldProviderPriceId, providerPriceId)),
    )
    .orderBy(desc(priceChanges.id))
    .limit(1);
  return changed;
}
