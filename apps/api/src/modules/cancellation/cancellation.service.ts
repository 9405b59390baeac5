import {
  type CancellationQuote,
  type CancelMembershipResponse,
  centsToDollars,
  formatUsd,
  type ResumeMembershipResponse,
} from '@arx/contracts';
import { CANCELLATION_MESSAGES, CANCELLATION_REFUND_TEMPLATES } from '@arx/contracts/billing-messages';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { type PaymentDeps, withProvider } from '../billing';
import { completeJob, enqueueJob, findJobByKey } from '../jobs';
import { syncSubscription } from '../subscriptions';
import { findLiveSubscription } from './cancellation.repository';
import {
  CANCELLATION_REFUND_JOB,
  type CancellationRefundPayload,
  cancellationRefundKey,
  settleCancellationWithRefund,
} from './cancellation-refund.job';
import { type CancellationDecision, decideCancellation } from './cancellation-rules';
import { listMembershipPayments } from './membership-payments';

export type CancellationDeps = PaymentDeps & { clock: Clock };

/** How long the queued copy of an immediate cancellation waits before it runs in case this request dies. */
const REFUND_JOB_BACKSTOP_MS = 2 * 60_000;

type Situation = Awaited<ReturnType<typeof situation>>;

/** The member's live subscription and what cancelling it would do now. */
async function situation(deps: CancellationDeps, userId: number) {
  const live = await findLiveSubscription(deps.db, userId);
  if (!live) return null;
  const { subscription, customerId } = live;
  const payments = await withProvider(() =>
    listMembershipPayments(deps.payments, customerId, subscription.providerSubscriptionId),
  );
  const decision: CancellationDecision = decideCancellation(payments, deps.clock.now());
  return { subscription, decision };
}

/** When the card stops working if the membership runs out: the trial's or the paid period's end. */
function endOfPaidPeriod(s: Situation & object, now: Date): Date | null {
  const sub = s.subscription;
  // A payment that failed left no paid period to run: it ends now, and nothing more is tried.
  if (sub.status === 'past_due') return now;
  return (sub.status === 'trialing' ? sub.trialEnd : null) ?? sub.currentPeriodEnd;
}

/** What "Cancel membership" would do, for the dialog to say before the member confirms. */
export async function quoteCancellation(deps: CancellationDeps, userId: number): Promise<CancellationQuote> {
  const found = await situation(deps, userId);
  if (!found) {
    return { kind: 'none', pending: false, endsAt: null, refundAmount: 0, currency: 'usd', firstPaymentAt: null };
  }
  const { subscription, decision } = found;
  const refundNow = decision.kind === 'refund_now';
  return {
    kind: decision.kind,
    pending: subscription.cancelAtPeriodEnd,
    endsAt: refundNow
      ? deps.clock.now().toISOString()
      : (endOfPaidPeriod(found, deps.clock.now())?.toISOString() ?? null),
    refundAmount: refundNow ? centsToDollars(decision.refundCents) : 0,
    currency: subscription.currency,
    firstPaymentAt: decision.firstPaymentAt?.toISOString() ?? null,
  };
}

/**
 * Cancels as the quote the member read said, and only so: if the answer changed in between (the
 * 30 days ran out while the dialog was open), nothing happens and they are asked to read again.
 */
export async function cancelMembership(
  deps: CancellationDeps,
  userId: number,
  expected: 'refund_now' | 'at_period_end',
): Promise<CancelMembershipResponse> {
  const found = await situation(deps, userId);
  if (!found) throw new AppError('conflict', CANCELLATION_MESSAGES.nothingToCancel);
  if (found.decision.kind !== expected) throw new AppError('conflict', CANCELLATION_MESSAGES.changed);
  const { subscription, decision } = found;

  if (decision.kind === 'at_period_end') {
    const id = subscription.providerSubscriptionId;
    await withProvider(() =>
      subscription.status === 'past_due'
        ? deps.payments.cancelSubscriptionNow(id)
        : deps.payments.setCancelAtPeriodEnd(id, true),
    );
    await withProvider(() => syncSubscription(deps, id));
    const endsAt = endOfPaidPeriod(found, deps.clock.now());
    return {
      outcome: 'ends_at_period_end',
      endsAt: endsAt?.toISOString() ?? null,
      refundAmount: 0,
      refund: 'none',
      // No date in the words: the page shows endsAt in the member's own time zone, and a date
      // written here (in the server's) could name another day.
      message: CANCELLATION_MESSAGES.endsAtPeriodEnd,
    };
  }

  const refund = formatUsd(centsToDollars(decision.refundCents));
  const payload: CancellationRefundPayload = {
    userId,
    subscriptionId: subscription.id,
    providerSubscriptionId: subscription.providerSubscriptionId,
  };
  const key = cancellationRefundKey(subscription.providerSubscriptionId);
  // Queued first, so the cancellation and its refund happen even if this process dies halfway;
  // it runs here at once, and the queued copy (a little later) finds the work done.
  await withTransaction(deps.db, (tx) =>
    enqueueJob(tx, {
      kind: CANCELLATION_REFUND_JOB,
      key,
      payload,
      runAt: new Date(Date.now() + REFUND_JOB_BACKSTOP_MS),
    }),
  );
  try {
    await settleCancellationWithRefund(deps, payload);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    // The queued job finishes it; the member is told what will happen, not that it failed.
    return {
      outcome: 'ended_and_refunded',
      endsAt: deps.clock.now().toISOString(),
      refundAmount: centsToDollars(decision.refundCents),
      refund: 'refunding',
      message: CANCELLATION_REFUND_TEMPLATES.refunding(refund),
    };
  }
  const job = await findJobByKey(deps.db, key);
  if (job) await completeJob(deps.db, job.id);
  return {
    outcome: 'ended_and_refunded',
    endsAt: deps.clock.now().toISOString(),
    refundAmount: centsToDollars(decision.refundCents),
    refund: 'refunded',
    message: CANCELLATION_REFUND_TEMPLATES.refunded(refund),
  };
}

/** "Keep my membership": takes back a cancellation that has not taken effect yet. */
export async function resumeMembership(deps: CancellationDeps, userId: number): Promise<ResumeMembershipResponse> {
  const live = await findLiveSubscription(deps.db, userId);
  if (!live?.subscription.cancelAtPeriodEnd) throw new AppError('conflict', CANCELLATION_MESSAGES.notPending);
  const id = live.subscription.providerSubscriptionId;
  await withProvider(() => deps.payments.setCancelAtPeriodEnd(id, false));
  await withProvider(() => syncSubscription(deps, id));
  return { message: CANCELLATION_MESSAGES.resumed };
}
