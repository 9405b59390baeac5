import type { AdminCancelRequest, AdminRefundReason } from '@arx/contracts/admin';

/**
 * What the operator typed in a refund or cancel dialog, kept in this tab while "Sign in again"
 * (403 reauth_required) goes to the identity provider and back, so the member page reopens the
 * dialog as it was. Read once: a page that comes back takes it, and it is gone.
 */
export type RefundDraft = {
  kind: 'refund';
  invoiceId: string;
  isPartial: boolean;
  typed: string;
  reason: AdminRefundReason | '';
  note: string;
};
export type CancelDraft = { kind: 'cancel'; when: AdminCancelRequest['when']; reason: string };
export type MemberActionDraft = RefundDraft | CancelDraft;

const KEY = 'arx.admin.member-action-draft';

export function keepMemberActionDraft(userId: number, draft: MemberActionDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ userId, draft }));
  } catch {
    // Storage full or turned off: the page still comes back, only without what was typed.
  }
}

/** The draft kept for this member, removed as it is read; null for none (or another member's). */
export function takeMemberActionDraft(userId: number): MemberActionDraft | null {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept === null) return null;
    sessionStorage.removeItem(KEY);
    const parsed = JSON.parse(kept) as { userId?: unknown; draft?: MemberActionDraft };
    const kind = parsed.draft?.kind;
    return parsed.userId === userId && (kind === 'refund' || kind === 'cancel') ? parsed.draft! : null;
  } catch {
    return null;
  }
}
