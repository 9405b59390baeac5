import type { AdminInvoice, AdminMemberDetail } from '@arx/contracts/admin';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { isBackOfficeReadOnly } from '../admin-read-only';
import { useMember } from '../api/get-member';
import { AdminPageTitle } from './admin-layout';
import { EmptyState, LoadError, LoadingRows } from './admin-states';
import { AccountSection, HouseholdSection } from './member-account-sections';
import { type CancelDraft, type RefundDraft, takeMemberActionDraft } from './member-action-draft';
import { InvoicesSection, RefundsSection, SubscriptionsSection } from './member-billing-sections';
import { MemberCancelDialog } from './member-cancel-dialog';
import { MemberHistory } from './member-history';
import { MemberPriceReports } from './member-price-reports';
import { ConsentSection, EmailsSection, WalletPassesSection } from './member-record-sections';
import { MemberRefundDialog } from './member-refund-dialog';
import { MemberWelcomeDialog } from './member-welcome-dialog';

const LINK =
  'inline-flex min-h-11 items-center gap-1 rounded font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/** Statuses the API can still cancel (it refuses the rest with 409). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** The search the operator came from, if it was one; else the empty search. */
function backTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/members') ? from : '/admin/members';
}

/**
 * /admin/members/:userId: a member as an operator needs them on a phone call, and what can be
 * done for them (docs/decisions/0016-back-office.md). Nothing private shows until asked for.
 */
export function MemberPage() {
  const { userId = '' } = useParams();
  const location = useLocation();
  const id = /^\d+$/.test(userId) && Number(userId) > 0 ? Number(userId) : null;
  return (
    <section aria-labelledby="admin-member-title">
      <Link to={backTo(location.state)} className={`${LINK} mb-2`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-4"
        >
          <path d="M15 6l-6 6 6 6" />
        </svg>
        Back to members
      </Link>
      {id === null ? <MemberNotFound userId={userId} /> : <MemberDetails userId={id} />}
    </section>
  );
}

function MemberNotFound({ userId }: { userId: string }) {
  return (
    <>
      <AdminPageTitle id="admin-member-title" title="Member not found">
        No member has the user ID <span className="break-all font-mono text-ink">{userId}</span>.
      </AdminPageTitle>
      <EmptyState title="There is no member with that id.">
        Search for them by member ID, e-mail or name instead.
      </EmptyState>
    </>
  );
}

type Dialog =
  | { kind: 'welcome' }
  | { kind: 'cancel'; draft?: CancelDraft }
  | { kind: 'refund'; invoice: AdminInvoice; draft?: RefundDraft }
  | null;

/** The dialog that "Sign in again" left, reopened as it was, when it still applies. */
function reopenedDialog(userId: number, detail: AdminMemberDetail): Dialog {
  const draft = takeMemberActionDraft(userId);
  if (draft?.kind === 'cancel' && detail.subscriptions.some((s) => LIVE_STATUSES.has(s.status))) {
    return { kind: 'cancel', draft };
  }
  const invoice = draft?.kind === 'refund' && detail.invoices.items.find((i) => i.id === draft.invoiceId);
  return draft?.kind === 'refund' && invoice && invoice.refundable > 0 ? { kind: 'refund', invoice, draft } : null;
}

function MemberDetails({ userId }: { userId: number }) {
  const member = useMember(userId);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The server's words about the last action; `n` makes the same words a new message.
  const [outcome, setOutcome] = useState<{ message: string; n: number } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  // Once the member is read, a dialog left for "Sign in again" comes back with what was typed.
  const reopened = useRef(false);
  useEffect(() => {
    if (!member.data || reopened.current) return;
    reopened.current = true;
    const back = reopenedDialog(userId, member.data);
    if (back) setDialog(back);
  }, [member.data, userId]);

  if (member.error instanceof ApiError && member.error.status === 404) {
    return <MemberNotFound userId={String(userId)} />;
  }
  if (!member.data) {
    return (
      <>
        <AdminPageTitle id="admin-member-title" title="Member details">
          User ID <span className="font-mono text-ink">{userId}</span>
        </AdminPageTitle>
        {member.isPending ? (
          <LoadingRows label="Loading the member..." rows={6} />
        ) : (
          <LoadError error={member.error} fallback="Failed to load the member." onRetry={() => void member.refetch()} />
        )}
      </>
    );
  }

  const detail = member.data;
  const live = detail.subscriptions.find((s) => LIVE_STATUSES.has(s.status)) ?? null;
  const onDone = (message: string) => {
    setDialog(null);
    setOutcome((last) => ({ message, n: (last?.n ?? 0) + 1 }));
  };

  return (
    <>
      <AdminPageTitle id="admin-member-title" title={detail.account.name ?? detail.account.email}>
        {detail.household[0] ? <span className="font-mono text-ink">{detail.household[0].member_id}</span> : 'No card'}
        {' · '}
        <span className="break-all">{detail.account.email}</span>
      </AdminPageTitle>
      <MemberActions
        detail={detail}
        canCancel={live !== null}
        onWelcome={() => setDialog({ kind: 'welcome' })}
        onCancel={() => setDialog({ kind: 'cancel' })}
      />
      {outcome && (
        <div
          ref={outcomeRef}
          role="status"
          tabIndex={-1}
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 font-medium text-emerald-900 outline-none focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {outcome.message}
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <AccountSection account={detail.account} />
        <HouseholdSection userId={userId} household={detail.household} />
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <SubscriptionsSection subscriptions={detail.subscriptions} />
          <InvoicesSection invoices={detail.invoices} onRefund={(invoice) => setDialog({ kind: 'refund', invoice })} />
          <RefundsSection detail={detail} />
        </div>
        <ConsentSection consents={detail.consents} />
        <WalletPassesSection passes={detail.wallet_passes} />
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <EmailsSection emails={detail.emails} />
          <MemberPriceReports userId={userId} />
          <MemberHistory userId={userId} />
        </div>
      </div>
      {dialog?.kind === 'welcome' && (
        <MemberWelcomeDialog
          userId={userId}
          email={detail.account.email}
          onDone={onDone}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'cancel' && live && (
        <MemberCancelDialog
          userId={userId}
          subscription={live}
          draft={dialog.draft}
          onDone={onDone}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'refund' && (
        <MemberRefundDialog
          userId={userId}
          invoice={dialog.invoice}
          draft={dialog.draft}
          onDone={onDone}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

type ActionsProps = { detail: AdminMemberDetail; canCancel: boolean; onWelcome: () => void; onCancel: () => void };

function MemberActions({ detail, canCancel, onWelcome, onCancel }: ActionsProps) {
  const isReadOnly = isBackOfficeReadOnly();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Button variant="secondary" onClick={onWelcome} disabled={isReadOnly || detail.household.length === 0}>
        Resend welcome e-mail
      </Button>
      {canCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={isReadOnly}>
          Cancel membership
        </Button>
      )}
    </div>
  );
}
