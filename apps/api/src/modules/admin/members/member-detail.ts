import { centsToDollars } from '@arx/contracts';
import type { AdminMemberDetail } from '@arx/contracts/admin';
import { AppError } from '../../../errors/app-error';
import { listAudit } from '../../audit';
import { invoices, type PaymentDeps } from '../../billing';
import { findConsents } from '../../consent';
import { fullMemberId } from '../../memberships';
import {
  findHouseholdCards,
  findMemberRefunds,
  findMemberSubscriptions,
  findSentEmails,
  findWalletPasses,
  PAGE_ROWS,
  requireMemberAccount,
} from './member-records';
import { findMemberRefs } from './member-refs';
import {
  toAdminAuditEvent,
  toAdminCard,
  toAdminInvoiceFromBilling,
  toAdminRefund,
  toAdminSubscription,
} from './member-views';

/** Invoices shown: two years of a monthly plan; older ones are in the provider's dashboard. */
const INVOICE_ROWS = 24;

/**
 * The member's invoices as the billing page lists them (through the same brief cache). A page
 * for a phone call must open while the payment service is down, so an outage shows as
 * "unavailable" rather than failing the whole page.
 */
async function memberInvoices(deps: PaymentDeps, userId: number, onUnavailable: (error: unknown) => void) {
  try {
    // The back office reads English: its invoice lines too.
    const page = await invoices(deps, userId, { limit: INVOICE_ROWS }, { locale: 'en' });
    return { available: true, items: page.invoices.map(toAdminInvoiceFromBilling), has_more: page.has_more };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'service_unavailable')) throw error;
    onUnavailable(error);
    return { available: false, items: [], has_more: false };
  }
}

/**
 * GET /admin/members/:userId (docs/decisions/0016-back-office.md, "Private fields are hidden by
 * default"): the account, its cards, subscriptions, invoices, consents, e-mails, wallet passes,
 * refunds and the audit log's history of the member. Nothing private (no date of birth,
 * address or sex) and no health data (no medication, bookmark or search). The issue also asks
 * for the member's price reports, which do not exist yet: they belong here once they do.
 */
export async function memberDetail(
  deps: PaymentDeps,
  userId: number,
  onInvoicesUnavailable: (error: unknown) => void = () => {},
): Promise<AdminMemberDetail> {
  const { db } = deps;
  const account = await requireMemberAccount(db, userId);
  const [cards, subscriptions, invoiceList, consents, emails, passes, refunds, history] = await Promise.all([
    findHouseholdCards(db, userId),
    findMemberSubscriptions(db, userId),
    memberInvoices(deps, userId, onInvoicesUnavailable),
    findConsents(db, userId),
    findSentEmails(db, userId),
    findWalletPasses(db, userId),
    findMemberRefunds(db, userId),
    listAudit(db, { memberUserId: userId, limit: PAGE_ROWS }),
  ]);
  const members = await findMemberRefs(db, [userId]);
  return {
    account: {
      id: account.id,
      email: account.email,
      name: account.name,
      joined_at: account.createdAt.toISOString(),
      time_zone: account.timeZone,
      locale: account.locale,
    },
    household: cards.map(toAdminCard),
    subscriptions: subscriptions.map(({ subscription, plan }) => toAdminSubscription(subscription, plan)),
    invoices: invoiceList,
    consents: consents.map((c) => ({
      id: c.id,
      agreed_at: c.agreedAt.toISOString(),
      plan_name: c.planName,
      amount: centsToDollars(c.amountCents),
      currency: c.currency,
      interval: c.interval,
      trial_days: c.trialDays,
      terms_version: c.termsVersion,
      terms_text: c.termsText,
      membership_ended_at: c.membershipEndedAt?.toISOString() ?? null,
    })),
    emails: emails.map((e) => ({
      id: e.id,
      kind: e.kind,
      subject: e.subject,
      to: e.to,
      sent_at: e.sentAt.toISOString(),
    })),
    wallet_passes: passes.map((p) => ({
      member_id: fullMemberId(p),
      name: p.displayName,
      first_issued_at: p.createdAt.toISOString(),
      last_issued_at: p.lastIssuedAt.toISOString(),
    })),
    refunds: refunds.map(toAdminRefund),
    history: history.map((row) => toAdminAuditEvent(row, members)),
  };
}
