import { centsToDollars, dollarsToCents, type Invoice } from '@arx/contracts';
import type {
  AdminAuditEvent,
  AdminHouseholdCard,
  AdminInvoice,
  AdminMemberRef,
  AdminRefund,
  AdminSubscription,
} from '@arx/contracts/admin';
import { type CardSpecies, petStatement } from '@arx/contracts/card';
import type { ProviderInvoice } from '../../../integrations/payments/payment-provider';
import type { AuditRecord } from '../../audit';
import type { SubscriptionRecord } from '../../billing';
import { refundableCents as leftToRefund } from '../../cancellation';
import { fullMemberId, personCodeLabel } from '../../memberships';
import type { RefundRecord } from './member-records';

/** How the member page shows each record: contract shapes, dollars from cents, ISO dates. */

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminCard(card: {
  id: number;
  memberNumber: string;
  sequence: number;
  displayName: string;
  personCode: number;
  species: CardSpecies | null;
  status: AdminHouseholdCard['status'];
  profileCompleted: boolean;
}): AdminHouseholdCard {
  return {
    membership_id: card.id,
    member_id: fullMemberId(card),
    name: card.displayName,
    person_code: card.personCode,
    // A pet reads as the card names it ("Pet · Cat"), not as its person code's "Other".
    relationship: petStatement(card) ?? personCodeLabel(card.personCode),
    status: card.status,
    profile_completed: card.profileCompleted,
  };
}

export function toAdminSubscription(s: SubscriptionRecord, plan: string | null): AdminSubscription {
  return {
    id: s.id,
    provider_subscription_id: s.providerSubscriptionId,
    plan,
    interval: s.billingInterval,
    status: s.status,
    amount: centsToDollars(s.amountCents),
    currency: s.currency,
    started_at: s.createdAt.toISOString(),
    current_period_end: iso(s.currentPeriodEnd),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    canceled_at: iso(s.canceledAt),
    trial_end: iso(s.trialEnd),
  };
}

/** What a refund may still pay back of an invoice, in cents: only a paid one has any. */
export function refundableCents(invoice: Pick<ProviderInvoice, 'status' | 'amountCents' | 'amountRefundedCents'>) {
  return invoice.status === 'paid' ? leftToRefund(invoice) : 0;
}

/** An invoice as the payment port answers it. */
export function toAdminInvoice(i: ProviderInvoice): AdminInvoice {
  return {
    id: i.id,
    number: i.number,
    date: i.created.toISOString(),
    description: i.description,
    amount: centsToDollars(i.amountCents),
    amount_refunded: centsToDollars(i.amountRefundedCents),
    refundable: centsToDollars(refundableCents(i)),
    currency: i.currency,
    status: i.status,
    pdf_url: i.pdfUrl,
  };
}

/** An invoice as the billing module lists it for the member (already in dollars). */
export function toAdminInvoiceFromBilling(i: Invoice): AdminInvoice {
  const cents = {
    status: i.status,
    amountCents: dollarsToCents(i.amount),
    amountRefundedCents: dollarsToCents(i.amountRefunded),
  };
  return {
    id: i.id,
    number: i.number,
    date: i.date,
    description: i.description,
    amount: i.amount,
    amount_refunded: i.amountRefunded,
    refundable: centsToDollars(refundableCents(cents)),
    currency: i.currency,
    status: i.status,
    pdf_url: i.pdfUrl,
  };
}

export function toAdminRefund(r: RefundRecord): AdminRefund {
  return {
    id: r.id,
    invoice_id: r.providerInvoiceId,
    amount: centsToDollars(r.amountCents),
    currency: r.currency,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  };
}

/** An audit entry as the back office answers it: in the audit log (audit-log.service.ts) and a member's history. */
/** An entry of the audit log, with the member it is about named when `members` has them. */
export function toAdminAuditEvent(row: AuditRecord, members: ReadonlyMap<number, AdminMemberRef>): AdminAuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    operator_user_id: row.operatorUserId,
    operator_email: row.operatorEmail,
    action: row.action,
    member_user_id: row.memberUserId,
    member: row.memberUserId === null ? null : (members.get(row.memberUserId) ?? null),
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    before: row.before,
    after: row.after,
    reason: row.reason,
  };
}
