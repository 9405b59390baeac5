import type { AdminCancelRequest, AdminSubscription } from '@arx/contracts/admin';
import { useId, useState } from 'react';
import { INPUT_CLASSES } from '../../../components/forms/field';
import { formatDay } from '../admin-format';
import { useCancelMember } from '../api/cancel-member';
import { FieldProblem, MemberActionDialog } from './member-action-dialog';
import { type CancelDraft, keepMemberActionDraft } from './member-action-draft';

type Props = {
  userId: number;
  subscription: AdminSubscription;
  /** What was typed before "Sign in again", to start from. */
  draft?: CancelDraft | undefined;
  onDone: (message: string) => void;
  onClose: () => void;
};

const RADIO =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60';

/** What each choice does, in plain words, shown before the operator confirms. */
function consequenceOf(when: AdminCancelRequest['when'], periodEnd: string): string {
  return when === 'now'
    ? 'The membership ends today: the household’s cards stop working at once and nothing more is charged. Nothing is refunded; refund an invoice separately if the member is owed money. The member gets an e-mail saying so.'
    : `The membership stays active until ${periodEnd}, then ends, and nothing more is charged. Nothing is refunded. The member gets an e-mail saying so and can take the cancellation back until then.`;
}

/** The reason as AdminCancelRequestSchema checks it, in its words (the schema cannot be imported here). */
function reasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text === '') return 'Give the reason for cancelling';
  if (text.length < 3) return 'The reason needs at least 3 characters';
  return text.length > 500 ? 'The reason is at most 500 characters' : null;
}

/**
 * "Cancel membership": now or at the end of the paid period, with the reason the history will
 * keep (the contract requires one). A membership already ending, or whose payment failed, can
 * only end now: the API would refuse the other choice.
 */
export function MemberCancelDialog({ userId, subscription, draft, onDone, onClose }: Props) {
  const id = useId();
  const cancel = useCancelMember(userId);
  const canWait = !subscription.cancel_at_period_end && subscription.status !== 'past_due';
  const [when, setWhen] = useState<AdminCancelRequest['when']>(canWait ? (draft?.when ?? 'period_end') : 'now');
  const [reason, setReason] = useState(draft?.reason ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const periodEnd = formatDay(subscription.current_period_end);

  const onSubmit = () => {
    const found = reasonProblem(reason);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    cancel.mutate({ when, reason: reason.trim() }, { onSuccess: (data) => onDone(data.message) });
  };

  return (
    <MemberActionDialog
      title="Cancel membership"
      consequence={<p>{consequenceOf(when, periodEnd)}</p>}
      submitLabel={cancel.isPending ? 'Cancelling...' : when === 'now' ? 'End membership now' : 'Cancel at period end'}
      isDanger
      closeLabel="Keep membership"
      busy={cancel.isPending}
      error={cancel.error}
      errorFallback="The membership could not be cancelled. Please try again."
      onSubmit={onSubmit}
      onClose={onClose}
      onSignIn={() => keepMemberActionDraft(userId, { kind: 'cancel', when, reason })}
    >
      <fieldset className="mt-5">
        <legend className="mb-2 font-semibold text-ink text-sm">When should it end?</legend>
        <div className="space-y-2">
          <label className={RADIO}>
            <input
              type="radio"
              name={`${id}-when`}
              value="period_end"
              checked={when === 'period_end'}
              disabled={!canWait}
              onChange={() => setWhen('period_end')}
              className="mt-0.5 size-5 accent-brand-700"
            />
            <span className="text-sm">
              <span className="block font-semibold text-ink">At the end of the period ({periodEnd})</span>
              {!canWait && (
                <span className="text-slate-700">
                  {subscription.cancel_at_period_end ? 'It is already set to end then.' : 'The last payment failed.'}
                </span>
              )}
            </span>
          </label>
          <label className={RADIO}>
            <input
              type="radio"
              name={`${id}-when`}
              value="now"
              checked={when === 'now'}
              onChange={() => setWhen('now')}
              className="mt-0.5 size-5 accent-brand-700"
            />
            <span className="block font-semibold text-ink text-sm">Now</span>
          </label>
        </div>
      </fieldset>
      <label htmlFor={`${id}-reason`} className="mt-5 mb-1.5 block font-semibold text-ink text-sm">
        Reason (required)
      </label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
        maxLength={500}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-reason-hint ${id}-reason-problem` : `${id}-reason-hint`}
        className={INPUT_CLASSES}
      />
      <p id={`${id}-reason-hint`} className="mt-1.5 text-slate-600 text-sm">
        Kept in the member’s history. The member does not see it.
      </p>
      {problem && <FieldProblem id={`${id}-reason-problem`}>{problem}</FieldProblem>}
    </MemberActionDialog>
  );
}
