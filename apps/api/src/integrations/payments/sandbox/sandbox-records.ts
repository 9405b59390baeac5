import { randomBytes } from 'node:crypto';
import type { sandboxCheckoutSessions, sandboxInvoices, sandboxSubscriptions } from '../../../db/schema';
import type { ProviderCheckoutSession, ProviderInvoice, ProviderSubscription } from '../payment-provider';
import { type Interval, isInterval } from './sandbox-format';

/**
 * How the sandbox's stored rows read at a given moment. Time-driven changes (a session expiring,
 * a trial ending, a period renewing, a cancellation taking effect) are computed on read, so the
 * sandbox needs no timers and every instance agrees.
 */
export type SessionRow = typeof sandboxCheckoutSessions.$inferSelect;
export type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type InvoiceRow = typeof sandboxInvoices.$inferSelect;

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

export function readSubscription(row: SubscriptionRow, now: Date): ProviderSubscription {
  const interval = toInterval(row.interval);
  let status = row.status as ProviderSubscription['status'];
  let currentPeriodEnd = row.currentPeriodEnd;
  const isLive = status === 'active' || status === 'trialing';
  if (isLive && currentPeriodEnd.getTime() <= now.getTime()) {
    if (row.cancelAtPeriodEnd) {
      status = 'canceled';
    } else {
      // Renewals are paid with the card on file, so the subscription stays active and the
      // current period is the one that contains now.
      status = 'active';
      // Counted from the stored end (the billing anchor) so month ends do not drift.
      for (let n = 1; currentPeriodEnd.getTime() <= now.getTime(); n++) {
        currentPeriodEnd = addInterval(row.currentPeriodEnd, interval, n);
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
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    pdfUrl,
  };
}

/** One billing interval later; month ends clamp (Jan 31 + 1 month = Feb 28/29), as Stripe bills. */
export function addInterval(from: Date, interval: Interval, count = 1): Date {
  if (interval === 'day' || interval === 'week') {
    return new Date(from.getTime() + count * (interval === 'day' ? 1 : 7) * 86_400_000);
  }
  const months = count * (interval === 'year' ? 12 : 1);
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

function toInterval(value: string): Interval {
  return isInterval(value) ? value : 'month';
}

/** Ids that end up in URLs: 128 random bits, so links cannot be guessed (like Stripe's). */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}
