import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { auditEvents } from '../../../db/schema';
import type { Operator } from '../../audit';

/**
 * One refund per intent, however often it is asked (a double click, a retry after a timeout, two
 * tabs). Three layers, each for the case the one before cannot see:
 *
 * 1. The idempotency key names the intent. With the client's `request_key` (made once when the
 *    refund dialog opens, sent with every submit of it) it is exact. Without one, it is the
 *    invoice, the amount and what had been refunded of the invoice when the request read it:
 *    two clicks in flight together both read the invoice before either refund landed, so they
 *    share the key, and the provider makes one refund per key (Stripe remembers keys for a day).
 * 2. Both requests then get the same refund back; our refunds row is unique by the provider's
 *    refund id and written under the member's row lock, so exactly one of them records it,
 *    queues the e-mail and writes the audit entry; the other answers "already made".
 * 3. A repeat that starts after the first request finished reads the invoice with the refund
 *    on it, so a computed key would differ. It is found in the audit log instead: an entry with
 *    the same request_key, or, without one, the same operator asking the same amount of the same
 *    invoice for the same reason within REPEAT_WINDOW_MS. (A second identical refund is rare and can wait that long;
 *    the answer says so.) The audit log keeps keys for ever, unlike the provider.
 */
export const REPEAT_WINDOW_MS = 2 * 60_000;

/** `askedCents` null: "all that is left" of the invoice. */
export type RefundIntent = {
  invoiceId: string;
  askedCents: number | null;
  reasonCode: string;
  requestKey: string | undefined;
};

export function refundIdempotencyKey(intent: RefundIntent, leftCents: number, refundedCents: number): string {
  const of = intent.requestKey ?? `${intent.askedCents ?? leftCents}:${refundedCents}`;
  return `admin-refund:${intent.invoiceId}:${of}`;
}

/** What the audit entry of a refund keeps of the request, to know it again (layer 3). */
export function auditedIntent(intent: RefundIntent, idempotencyKey: string) {
  return { asked_cents: intent.askedCents, request_key: intent.requestKey ?? null, idempotency_key: idempotencyKey };
}

/** The refund id of an earlier request for the same intent, if one was made (layer 3). */
export async function findRepeatedRefund(
  db: Database,
  operator: Operator,
  userId: number,
  intent: RefundIntent,
  now: Date,
): Promise<number | null> {
  const same = intent.requestKey
    ? sql`${auditEvents.after}->>'request_key' = ${intent.requestKey}`
    : and(
        eq(auditEvents.operatorUserId, operator.userId),
        sql`${auditEvents.after}->'asked_cents' = ${JSON.stringify(intent.askedCents)}::jsonb`,
        sql`${auditEvents.after}->>'reason_code' = ${intent.reasonCode}`,
        gt(auditEvents.at, new Date(now.getTime() - REPEAT_WINDOW_MS)),
      );
  const [entry] = await db
    .select({ refundId: sql<number | null>`(${auditEvents.after}->>'refund_id')::int` })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.memberUserId, userId),
        eq(auditEvents.action, 'member.refund'),
        eq(auditEvents.subjectId, intent.invoiceId),
        same,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(1);
  return entry?.refundId ?? null;
}
