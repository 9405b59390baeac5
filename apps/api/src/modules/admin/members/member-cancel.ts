import type { AdminCancelRequest, AdminCancelResponse } from '@arx/contracts/admin';
import { AppError } from '../../../errors/app-error';
import { type Operator, recordAudit } from '../../audit';
import { type PaymentDeps, withProvider } from '../../billing';
import { findLiveSubscription } from '../../cancellation';
import { syncSubscription } from '../../subscriptions';
import { findMemberSubscriptions, requireMemberAccount } from './member-records';
import { toAdminSubscription } from './member-views';

const MESSAGES = {
  nothingToCancel: 'This member has no live membership to cancel.',
  alreadyEnding: 'This membership is already set to end at the end of its period. To end it today, choose "now".',
  unknown: 'The payment service no longer knows this subscription, so nothing was changed.',
  unread:
    'The payment service changed the subscription but did not answer when asked for it again. Reload the member in a moment.',
  endedNow:
    'The membership has ended. Nothing more will be charged, and nothing was refunded: refund an invoice if the member is owed money.',
  endedPastDue:
    'The last payment had failed, so there was no paid period left: the membership has ended now. Nothing more will be charged.',
  atPeriodEnd:
    'The membership will end at the end of the period already paid for, and nothing more will be charged. The member can take it back until then.',
} as const;

/**
 * Cancels the member's live subscription through the payment port and brings ours in line, as
 * the member's own "Cancel membership" does (modules/cancellation), so the member hears of it
 * the same way: the sync queues the confirmation e-mail. The intent is audited before the
 * provider is asked, committed on its own (so a provider that acted, followed by a database
 * that failed, still leaves a trace), and the outcome after: `member.cancel` in the sync's
 * transaction, with the status before and after and the operator's reason, or
 * `member.cancel.failed`. Never a refund: that is an action of its own (member-refund.ts).
 */
export async function cancelMemberSubscription(
  deps: PaymentDeps,
  operator: Operator,
  userId: number,
  input: AdminCancelRequest,
): Promise<AdminCancelResponse> {
  await requireMemberAccount(deps.db, userId);
  const live = await findLiveSubscription(deps.db, userId);
  if (!live) throw new AppError('conflict', MESSAGES.nothingToCancel);
  const before = live.subscription;
  const isPastDue = before.status === 'past_due';
  if (input.when === 'period_end' && before.cancelAtPeriodEnd && !isPastDue) {
    throw new AppError('conflict', MESSAGES.alreadyEnding);
  }
  // As for the member: a payment that failed left no paid period to run, so it ends now.
  const endsNow = input.when === 'now' || isPastDue;
  const id = before.providerSubscriptionId;
  const subject = { memberUserId: userId, subjectType: 'subscription', subjectId: before.id, reason: input.reason };
  const was = { status: before.status, cancel_at_period_end: before.cancelAtPeriodEnd };
  const asked = { when: endsNow ? 'now' : 'period_end' };
  await recordAudit(deps.db, operator, { ...subject, action: 'member.cancel.requested', before: was, after: asked });
  const answered = await withProvider(() =>
    endsNow ? deps.payments.cancelSubscriptionNow(id) : deps.payments.setCancelAtPeriodEnd(id, true),
  );
  if (!answered) {
    const after = { ...asked, error_code: 'conflict' };
    await recordAudit(deps.db, operator, { ...subject, action: 'member.cancel.failed', before: was, after });
    throw new AppError('conflict', MESSAGES.unknown);
  }

  const synced = await withProvider(() =>
    syncSubscription(deps, id, async (tx, row) => {
      await recordAudit(tx, operator, {
        ...subject,
        action: 'member.cancel',
        before: was,
        after: row && { status: row.status, cancel_at_period_end: row.cancelAtPeriodEnd },
      });
    }),
  );
  if (!synced) throw new AppError('service_unavailable', MESSAGES.unread);
  const current = (await findMemberSubscriptions(deps.db, userId)).find((s) => s.subscription.id === synced.id);
  return {
    subscription: toAdminSubscription(synced, current?.plan ?? null),
    message: !endsNow ? MESSAGES.atPeriodEnd : input.when === 'now' ? MESSAGES.endedNow : MESSAGES.endedPastDue,
  };
}
