import type { Database } from '../../db/client';
import { enqueueJob, enqueueJobs, type NewJob } from '../jobs';

/** The job kind every member e-mail is sent under. */
export const EMAIL_JOB = 'email';

export type EmailTemplate =
  | 'welcome'
  | 'receipt'
  | 'trial-ending'
  | 'renewal-notice'
  | 'price-change'
  | 'payment-failed'
  | 'cancellation-confirmed'
  | 'refund-issued'
  | 'family-member-added';

/**
 * What an e-mail job carries: which template, for whom, and the ids of the records it tells
 * about. Never the facts themselves: the job reads them when it runs, so a payload holds no
 * date of birth, address or medication, and a message reflects the state it is sent in.
 */
export type EmailJobPayload = {
  template: EmailTemplate;
  userId: number;
  /** Our subscriptions.id. */
  subscriptionId?: number;
  providerInvoiceId?: string;
  membershipId?: number;
  priceChangeId?: number;
  /** Our refunds.id values the e-mail reports together. */
  refundIds?: number[];
  /** The moment a time-keyed notice was due for (trial end, period end), to skip it if that moved. */
  dueAt?: string;
};

function emailJob(key: string, payload: EmailJobPayload): NewJob {
  return { kind: EMAIL_JOB, key, payload };
}

/**
 * Queues an e-mail under its key, in the caller's transaction: it is sent if and only if the
 * change it reports commits, and once whatever repeats the change (a webhook redelivered, a
 * sweep on two instances).
 */
export async function enqueueEmail(db: Database, key: string, payload: EmailJobPayload): Promise<boolean> {
  return enqueueJob(db, emailJob(key, payload));
}

export async function enqueueEmails(db: Database, list: Array<{ key: string; payload: EmailJobPayload }>) {
  return enqueueJobs(
    db,
    list.map(({ key, payload }) => emailJob(key, payload)),
  );
}

/** The keys, in one place, so the same fact always makes the same key. */
export const emailKeys = {
  welcome: (providerSubscriptionId: string) => `welcome:${providerSubscriptionId}`,
  /** An operator's resend: a key of its own each time (the audit entry that asked for it). */
  welcomeResend: (userId: number, auditId: number) => `welcome-resend:${userId}:${auditId}`,
  receipt: (providerInvoiceId: string) => `receipt:${providerInvoiceId}`,
  paymentFailed: (providerInvoiceId: string) => `payment-failed:${providerInvoiceId}`,
  trialEnding: (subscriptionId: number, trialEnd: Date) => `trial-ending:${subscriptionId}:${trialEnd.toISOString()}`,
  renewal: (subscriptionId: number, periodEnd: Date) => `renewal:${subscriptionId}:${periodEnd.toISOString()}`,
  priceChange: (priceChangeId: number, subscriptionId: number) => `price-change:${priceChangeId}:${subscriptionId}`,
  cancellation: (providerSubscriptionId: string, requestedAt: Date) =>
    `cancellation:${providerSubscriptionId}:${requestedAt.toISOString()}`,
  refund: (key: string) => `refund:${key}`,
  familyMemberAdded: (membershipId: number) => `family-added:${membershipId}`,
};
