import type { AdminInvoice, AdminRefundReason } from '@arx/contracts/admin';
import { formatUsd } from '@arx/contracts/money';
import { useId, useState } from 'react';
import { INPUT_CLASSES } from '../../../components/forms/field';
import { useRefundMemberInvoice } from '../api/refund-member-invoice';
import { FieldProblem, MemberActionDialog } from './member-action-dialog';
import { keepMemberActionDraft, type RefundDraft } from './member-action-draft';
import { REFUND_REASONS } from './member-refund-reasons';
import { Fact, Facts } from './member-section';

type Props = {
  userId: number;
  invoice: AdminInvoice;
  /** What was typed before "Sign in again", to start from. */
  draft?: RefundDraft | undefined;
  onDone: (message: string) => void;
  onClose: () => void;
};

const RADIO =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50';

/**
 * The dollars typed, or why they cannot be refunded, in the words AdminRefundRequestSchema uses
 * (the schema itself cannot be imported here); then no more than is left, as the API checks.
 */
function checkAmount(typed: string, invoice: AdminInvoice): { amount: number } | { problem: string } {
  const text = typed.replace(/[$,\s]/g, '');
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') {
    return { problem: 'Type the amount in dollars and cents, like 12.50' };
  }
  if (!/^\d*(\.\d{0,2})?$/.test(text))
    return { problem: 'The amount must be in dollars and cents (at most 2 decimals)' };
  const cents = Math.round(Number(text) * 100);
  if (cents <= 0) return { problem: 'The amount must be more than $0.00' };
  if (cents > Math.round(invoice.refundable * 100)) {
    return {
      problem: `You can refund at most ${formatUsd(invoice.refundable)} of this invoice: it was ${formatUsd(invoice.amount)} and ${formatUsd(invoice.amount_refunded)} of it is already refunded.`,
    };
  }
  return { amount: cents / 100 };
}

/**
 * "Refund" for one invoice: all that is left or part of it, a reason code and an optional note.
 * The request key is made once, when the dialog opens, and sent with every attempt, so a second
 * click or a retry after a lost answer makes no second refund; closing the dialog ends it.
 * "Sign in again" keeps what was typed, and the member page reopens the dialog with it.
 */
export function MemberRefundDialog({ userId, invoice, draft, onDone, onClose }: Props) {
  const id = useId();
  const refund = useRefundMemberInvoice(userId);
  const [requestKey] = useState(() => crypto.randomUUID());
  const [isPartial, setIsPartial] = useState(draft?.isPartial ?? false);
  const [typed, setTyped] = useState(draft?.typed ?? '');
  const [reason, setReason] = useState<AdminRefundReason | ''>(draft?.reason ?? '');
  const [note, setNote] = useState(draft?.note ?? '');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const label = invoice.number ?? invoice.id;
  const typedAmount = isPartial ? checkAmount(typed, invoice) : null;
  // What will go back, once it is known: all that is left, or a valid amount typed.
  const amount = !typedAmount ? invoice.refundable : 'amount' in typedAmount ? typedAmount.amount : null;
  const money = amount === null ? null : formatUsd(amount);

  const onSubmit = () => {
    const found = {
      amount: typedAmount && 'problem' in typedAmount ? typedAmount.problem : undefined,
      reason: reason === '' ? 'Choose the reason for the refund' : undefined,
    };
    setProblems(found);
    if (found.amount || found.reason) {
      document.getElementById(found.amount ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    refund.mutate(
      {
        invoice_id: invoice.id,
        ...(isPartial && amount !== null ? { amount } : {}),
        reason_code: reason as AdminRefundReason,
        ...(note.trim() ? { note: note.trim() } : {}),
        request_key: requestKey,
      },
      { onSuccess: (data) => onDone(data.message) },
    );
  };

  return (
    <MemberActionDialog
      title={`Refund invoice ${label}`}
      consequence={
        <p>
          {money ? <strong>{money}</strong> : 'The amount you type'} goes back to the member’s card and they get an
          e-mail saying so. A refund cannot be taken back. It is recorded in the member’s history.
        </p>
      }
      submitLabel={refund.isPending ? 'Refunding...' : money ? `Refund ${money}` : 'Refund'}
      isDanger
      busy={refund.isPending}
      error={refund.error}
      errorFallback="No answer came about this refund. Press Refund again: it is sent as the same request, so the member is never refunded twice."
      onSubmit={onSubmit}
      onClose={onClose}
      onSignIn={() =>
        keepMemberActionDraft(userId, { kind: 'refund', invoiceId: invoice.id, isPartial, typed, reason, note })
      }
    >
      <div className="mt-4">
        <Facts>
          <Fact term="Invoice">{`${invoice.description}, ${formatUsd(invoice.amount)}`}</Fact>
          <Fact term="Refunded so far">{formatUsd(invoice.amount_refunded)}</Fact>
          <Fact term="Left to refund">{formatUsd(invoice.refundable)}</Fact>
        </Facts>
      </div>
      <fieldset className="mt-5">
        <legend className="mb-2 font-semibold text-ink text-sm">How much?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <label className={RADIO}>
            <input
              type="radio"
              name={`${id}-how-much`}
              checked={!isPartial}
              onChange={() => setIsPartial(false)}
              className="size-5 accent-brand-700"
            />
            <span className="font-semibold text-ink text-sm">All that is left</span>
          </label>
          <label className={RADIO}>
            <input
              type="radio"
              name={`${id}-how-much`}
              checked={isPartial}
              onChange={() => setIsPartial(true)}
              className="size-5 accent-brand-700"
            />
            <span className="font-semibold text-ink text-sm">Part of it</span>
          </label>
        </div>
      </fieldset>
      {isPartial && (
        <div className="mt-4">
          <label htmlFor={`${id}-amount`} className="mb-1.5 block font-semibold text-ink text-sm">
            Amount in dollars
          </label>
          <div className="relative">
            <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-600">
              $
            </span>
            <input
              id={`${id}-amount`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={problems.amount ? true : undefined}
              aria-describedby={problems.amount ? `${id}-amount-problem` : undefined}
              className={`${INPUT_CLASSES} pl-7`}
            />
          </div>
          {problems.amount && <FieldProblem id={`${id}-amount-problem`}>{problems.amount}</FieldProblem>}
        </div>
      )}
      <label htmlFor={`${id}-reason`} className="mt-4 mb-1.5 block font-semibold text-ink text-sm">
        Reason
      </label>
      <select
        id={`${id}-reason`}
        value={reason}
        onChange={(event) => setReason(event.target.value as AdminRefundReason | '')}
        aria-invalid={problems.reason ? true : undefined}
        aria-describedby={problems.reason ? `${id}-reason-problem` : undefined}
        className={INPUT_CLASSES}
      >
        <option value="">Choose a reason</option>
        {REFUND_REASONS.map((r) => (
          <option key={r.code} value={r.code}>
            {r.label}
          </option>
        ))}
      </select>
      {problems.reason && <FieldProblem id={`${id}-reason-problem`}>{problems.reason}</FieldProblem>}
      <label htmlFor={`${id}-note`} className="mt-4 mb-1.5 block font-semibold text-ink text-sm">
        Note (optional)
      </label>
      <textarea
        id={`${id}-note`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={2}
        maxLength={500}
        className={INPUT_CLASSES}
      />
    </MemberActionDialog>
  );
}
