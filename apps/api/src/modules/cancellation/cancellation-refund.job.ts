import { withTransaction } from '../../db/transaction';
import { PaymentProviderError, type ProviderRefund } from '../../integrations/payments/payment-provider';
import type { PaymentDeps } from '../billing';
import { emailKeys, enqueueEmail } from '../email';
import type { JobRecord } from '../jobs';
import { syncSubscription } from '../subscriptions';
import { findSubscriptionById, recordRefunds } from './cancellation.repository';
import { refundableCents } from './cancellation-rules';
import { listMembershipPayments } from './membership-payments';

/** Ends a membership at once and refunds every payment it took (cancelled within 30 days). */
export const CANCELLATION_REFUND_JOB = 'cancellation-refund';
export const REFUND_REASON_EARLY_CANCELLATION = 'cancelled_within_30_days';

export type CancellationRefundPayload = {
  userId: number;
  /** Our subscriptions.id. */
  subscriptionId: number;
  providerSubscriptionId: string;
};

export const cancellationRefundKey = (providerSubscriptionId: string) =>
  `cancellation-refund:${providerSubscriptionId}`;

/**
 * Every step can run again with the same effect, so the request that asked for it and the queued
 * job that backs it up may both run it: cancelling an ended subscription changes nothing, a
 * payment already refunded is skipped, and each refund carries a key of its own invoice, so two
 * runs at the same moment make one refund.
 */
export async function settleCancellationWithRefund(deps: PaymentDeps, payload: CancellationRefundPayload) {
  const subscription = await findSubscriptionById(deps.db, payload.subscriptionId);
  if (!subscription) return;
  await deps.payments.cancelSubscriptionNow(payload.providerSubscriptionId);
  await syncSubscription(deps, payload.providerSubscriptionId);
  const payments = await listMembershipPayments(
    deps.payments,
    subscription.providerCustomerId,
    payload.providerSubscriptionId,
  );
  const made: ProviderRefund[] = [];
  // Only what is left to refund is asked for: a provider keeps idempotency keys for a day or so,
  // and a payment already paid back in full must never be paid back again.
  for (const payment of payments.filter((p) => refundableCents(p) > 0)) {
    try {
      made.push(
        await deps.payments.refundInvoice({
          invoiceId: payment.id,
          reason: REFUND_REASON_EARLY_CANCELLATION,
          idempotencyKey: `cancellation-refund:${payment.id}`,
        }),
      );
    } catch (error) {
      // Refunded in full already by other means (an operator): nothing of it is ours to pay back.
      if (error instanceof PaymentProviderError && error.kind === 'invalid_request') continue;
      throw error;
    }
  }
  await withTransaction(deps.db, async (tx) => {
    const refundIds = await recordRefunds(
      tx,
      made.map((refund) => ({
        userId: payload.userId,
        subscriptionId: subscription.id,
        providerInvoiceId: refund.invoiceId,
        providerRefundId: refund.id,
        amountCents: refund.amountCents,
        currency: refund.currency,
        reason: REFUND_REASON_EARLY_CANCELLATION,
      })),
    );
    if (refundIds.length === 0) return;
    await enqueueEmail(tx, emailKeys.refund(`cancellation:${payload.providerSubscriptionId}`), {
      template: 'refund-issued',
      userId: payload.userId,
      subscriptionId: subscription.id,
      refundIds,
    });
  });
}

export function cancellationRefundHandler(deps: PaymentDeps) {
  return async (job: JobRecord) => settleCancellationWithRefund(deps, job.payload as CancellationRefundPayload);
}
