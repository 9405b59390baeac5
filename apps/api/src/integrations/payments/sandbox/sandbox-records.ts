import { randomBytes } from 'node:crypto';
import type { sandboxCheckoutSessions, sandboxInvoices, sandboxSubscriptions } from '../../../db/schema';
import type { ProviderCheckoutSession, ProviderInvoice, ProviderSubscription } from '../payment-provider';
import { type Interval, isInterval } from './sandbox-format';
import { renewalEnd } from './sandbox-periods';

/**
 * How the sandbox's stored rows read at a given moment. Renewals are billed for real
 * (sandbox-renewals.ts) when the test clock moves or billing runs; until then a period that has
 * come due reads as billing would leave it, so a read never disagrees with what billing will do.
 */
export type SessionRow = typeof sandboxCheckoutSessions.$inferSelect;
export type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type InvoiceRow = typeof sandboxInvoices.$inferSelect;

/** Statuses in which the subscription still runs and may renew. */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

export function isLiveStatus(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

export function readSession(row: SessionRow, now: Date): ProviderCheckoutSession {
  const expired = row.status === 'open' && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    clientReferenceId: row.clientReferenceId,
    customerId: row.customerId,
    status: expired ? 'expired' : row.status,
    paymentStatus: row.paymentStatus,
    subscriptionId: row.subscriptionId,
  };
}

/**
 * `cardDeclinesCharges`: the customer's card on file declines charges, so a renewal that came
 * due reads as past due (its period unchanged), as billing it would leave it.
 */
export function readSubscription(
  row: SubscriptionRow,
  now: Date,
  { cardDeclinesCharges = false }: { cardDeclinesCharges?: boolean } = {},
): ProviderSubscription {
  const interval = toInterval(row.interval);
  let status = row.status as ProviderSubscription['status'];
  let currentPeriodEnd = row.currentPeriodEnd;
  if (isLiveStatus(status) && currentPeriodEnd.getTime() <= now.getTime()) {
    if (row.cancelAtPeriodEnd) {
      status = 'canceled';
    } else if (status === 'past_due' || cardDeclinesCharges) {
      // A failed renewal keeps the last paid period and waits for a card that pays.
      status = 'past_due';
    } else {
      status = 'active';
      for (let n = 1; currentPeriodEnd.getTime() <= now.getTime(); n++) {
        currentPeriodEnd = renewalEnd(row, interval, n);
      }
    }
  }
  return {
    id: row.id,
    customerId: row.customerId,
    status,
    priceId: row.priceId,
    interval,
    amountCents: row.amountCents,
    currency: row.currency,
    currentPeriodEnd,
    trialEnd: row.trialEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelAt: row.cancelAtPeriodEnd ? row.currentPeriodEnd : null,
    // Like Stripe: when the cancellation was requested, not when it took effect.
    canceledAt: row.canceledAt,
  };
}

export function toProviderInvoice(row: InvoiceRow, pdfUrl: string): ProviderInvoice {
  return {
    id: row.id,
    number: row.number,
    created: row.createdAt,
    description: row.description,
    priceId: row.priceId,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    pdfUrl,
    subscriptionId: row.subscriptionId,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    // No column keeps the payment time: the sandbox charges as it writes an invoice, so a paid
    // invoice reports its creation, even one a card update paid later.
    paidAt: row.status === 'paid' ? row.createdAt : null,
    amountRefundedCents: row.amountRefundedCents,
  };
}

export function toInterval(value: string): Interval {
  return isInterval(value) ? value : 'month';
}

/** Ids that end up in URLs: 128 random bits, so links cannot be guessed (like Stripe's). */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}
