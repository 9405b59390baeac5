import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { type EmailJobPayload, emailKeys, enqueueEmails } from '../email';

const DAY_MS = 86_400_000;
/** A trial's end is announced this long before the first charge. */
export const TRIAL_NOTICE_DAYS = 3;
/**
 * A yearly renewal is announced this long before it charges: inside the 15–45 days California's
 * automatic-renewal law asks for, and the notice members are promised in the renewal terms.
 */
export const RENEWAL_NOTICE_DAYS = 30;
/** Rows read and enqueued per statement, so a sweep over many members holds no long lock or big array. */
const CHUNK = 2_000;

type Due = { id: number; userId: number; dueAt: Date };

/**
 * Reads due subscriptions in id order, a chunk at a time, and queues their notices under keys
 * made of the subscription and the moment announced: a sweep run again (every minute, on every
 * instance) adds nothing, and a moved date (a trial extended) is announced anew.
 */
async function sweep(
  db: Database,
  read: (afterId: number) => Promise<Due[]>,
  toEmail: (due: Due) => { key: string; payload: EmailJobPayload },
): Promise<number> {
  let added = 0;
  let afterId = 0;
  for (;;) {
    const due = await read(afterId);
    if (due.length === 0) return added;
    added += await enqueueEmails(db, due.map(toEmail));
    afterId = due.at(-1)!.id;
    if (due.length < CHUNK) return added;
  }
}

/** Trials ending within three days whose member has not cancelled. */
export function sweepTrialEndings(db: Database, now: Date): Promise<number> {
  const until = new Date(now.getTime() + TRIAL_NOTICE_DAYS * DAY_MS);
  return sweep(
    db,
    (afterId) =>
      db
        .select({ id: subscriptions.id, userId: subscriptions.userId, dueAt: subscriptions.trialEnd })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'trialing'),
            eq(subscriptions.cancelAtPeriodEnd, false),
            gt(subscriptions.trialEnd, now),
            lte(subscriptions.trialEnd, until),
            gt(subscriptions.id, afterId),
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(CHUNK) as Promise<Due[]>,
    ({ id, userId, dueAt }) => ({
      key: emailKeys.trialEnding(id, dueAt),
      payload: { template: 'trial-ending', userId, subscriptionId: id, dueAt: dueAt.toISOString() },
    }),
  );
}

/** Yearly memberships renewing within 30 days that are set to renew. */
export function sweepRenewals(db: Database, now: Date): Promise<number> {
  const until = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS);
  return sweep(
    db,
    (afterId) =>
      db
        .select({ id: subscriptions.id, userId: subscriptions.userId, dueAt: subscriptions.currentPeriodEnd })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            eq(subscriptions.billingInterval, 'year'),
            eq(subscriptions.cancelAtPeriodEnd, false),
            gt(subscriptions.currentPeriodEnd, now),
            lte(subscriptions.currentPeriodEnd, until),
            gt(subscriptions.id, afterId),
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(CHUNK) as Promise<Due[]>,
    ({ id, userId, dueAt }) => ({
      key: emailKeys.renewal(id, dueAt),
      payload: { template: 'renewal-notice', userId, subscriptionId: id, dueAt: dueAt.toISOString() },
    }),
  );
}
