import { eq } from 'drizzle-orm';
import { priceChanges, subscriptions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { PaymentDeps } from '../billing';
import { emailKeys, enqueueEmail } from '../email';
import type { JobRecord } from '../jobs';
import { syncSubscription } from '../subscriptions';
import type { PriceChangePayload } from './price-change-sweep';

/**
 * Moves one member to the new price from their next renewal (nothing is charged now), then
 * queues the notice. Run again, the provider finds the subscription already on that price and the
 * e-mail's key is taken: nothing more happens.
 */
export function priceChangeHandler(deps: PaymentDeps) {
  return async (job: JobRecord): Promise<void> => {
    const payload = job.payload as PriceChangePayload;
    const [change] = await deps.db.select().from(priceChanges).where(eq(priceChanges.id, payload.priceChangeId));
    const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, payload.subscriptionId));
    if (!change || !sub || sub.cancelAtPeriodEnd || sub.status === 'canceled') return;
    await deps.payments.changePriceAtRenewal(sub.providerSubscriptionId, change.newProviderPriceId);
    await syncSubscription(deps, sub.providerSubscriptionId);
    await withTransaction(deps.db, (tx) =>
      enqueueEmail(tx, emailKeys.priceChange(change.id, sub.id), {
        template: 'price-change',
        userId: sub.userId,
        subscriptionId: sub.id,
        priceChangeId: change.id,
      }),
    );
  };
}
