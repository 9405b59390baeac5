import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxCheckoutSessions, sandboxCustomers, sandboxPrices, sandboxSubscriptions } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import type { InEachLanguage } from '../../../lib/i18n/languages';
import { PaymentProviderError } from '../payment-provider';
import { CARD_MESSAGES, type CardFailure, readTestCard, saveCard } from './sandbox-cards';
import { invoiceEvent, type PendingEvent } from './sandbox-events';
import { describePlan, isInterval } from './sandbox-format';
import { insertInvoice } from './sandbox-invoices';
import { addInterval } from './sandbox-periods';
import { newId, readSession, type SessionRow } from './sandbox-records';

/** The hosted checkout: opening a session and paying it with a test card. */

const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

export type CheckoutRequest = {
  customerId: string;
  userId: number;
  priceId: string;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
};

/**
 * The session for this idempotency key, created when new. `realNow` dates its expiry: like
 * Stripe's, a checkout link expires in real time, whatever the test clock says.
 */
export async function openCheckoutSession(
  db: Database,
  input: CheckoutRequest,
  { now, realNow }: { now: Date; realNow: Date },
): Promise<SessionRow> {
  const existing = await findSessionByKey(db, input.idempotencyKey);
  if (existing) return sameRequestOrThrow(existing, input);
  if (!isHttpUrl(input.successUrl) || !isHttpUrl(input.cancelUrl)) {
    throw new PaymentProviderError('successUrl and cancelUrl must be absolute http(s) URLs', 'invalid_request');
  }
  const [price] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, input.priceId));
  if (!price) throw new PaymentProviderError(`No such price: ${input.priceId}`, 'invalid_request');
  const [customer] = await db
    .select({ id: sandboxCustomers.id })
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, input.customerId));
  if (!customer) throw new PaymentProviderError(`No such customer: ${input.customerId}`, 'invalid_request');
  const [created] = await db
    .insert(sandboxCheckoutSessions)
    .values({
      id: newId('cs_sbx_'),
      customerId: input.customerId,
      clientReferenceId: String(input.userId),
      priceId: price.id,
      amountCents: price.amountCents,
      currency: price.currency,
      interval: price.interval,
      productName: price.productName,
      trialDays: Math.max(0, Math.floor(input.trialDays)),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      idempotencyKey: input.idempotencyKey,
      expiresAt: new Date(realNow.getTime() + CHECKOUT_TTL_MS),
      createdAt: now,
    })
    .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey })
    .returning();
  // A concurrent request with the same key won the insert: answer with its session.
  return sameRequestOrThrow(created ?? (await findSessionByKey(db, input.idempotencyKey))!, input);
}

export async function findSession(db: Database, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
  return row ?? null;
}

export type PayFailure = 'not_found' | 'expired' | 'complete' | CardFailure;

/** Why a checkout could not be paid, in the checkout page's language. */
export const PAY_MESSAGES: InEachLanguage<Record<PayFailure, string>> = {
  en: {
    not_found: 'This checkout does not exist.',
    expired: 'This checkout has expired. Go back and start again.',
    complete: 'This checkout has already been paid.',
    ...CARD_MESSAGES.en,
  },
  es: {
    not_found: 'Este enlace de pago no existe.',
    expired: 'Este enlace de pago venció. Vuelva y empiece de nuevo.',
    complete: 'Este pago ya se realizó.',
    ...CARD_MESSAGES.es,
  },
};

/** `message` is the provider's own (English); a page words the reason in its language. */
export type PayResult =
  | { ok: true; redirectUrl: string; subscriptionId: string; customerId: string }
  | { ok: false; reason: PayFailure; message: string };

/**
 * Pays an open session: the subscription, its first invoice and the card on file, in one
 * transaction. A card that declines charges (4000 0000 0000 0341) is accepted only when nothing
 * is charged today, i.e. with a free trial; its first renewal then fails.
 */
export async function payCheckoutSession(
  db: Database,
  { sessionId, cardNumber, now, realNow }: { sessionId: string; cardNumber: string; now: Date; realNow: Date },
): Promise<{ result: PayResult; events: PendingEvent[] }> {
  const card = readTestCard(cardNumber);
  return withTransaction(db, async (tx) => {
    // Locked, so a double click on Pay creates one subscription and one charge.
    const [session] = await tx
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId))
      .for('update');
    if (!session) return failure('not_found');
    const { status } = readSession(session, realNow);
    if (status !== 'open') return failure(status);
    if (!card.ok) return failure(card.reason);
    const isTrial = session.trialDays > 0;
    if (card.declinesCharges && !isTrial) return failure('declined');

    const interval = isInterval(session.interval) ? session.interval : 'month';
    const trialEnd = isTrial ? new Date(now.getTime() + session.trialDays * DAY_MS) : null;
    const periodEnd = trialEnd ?? addInterval(now, interval);
    const subscriptionId = newId('sub_sbx_');
    await tx.insert(sandboxSubscriptions).values({
      id: subscriptionId,
      customerId: session.customerId,
      priceId: session.priceId,
      productName: session.productName,
      amountCents: session.amountCents,
      currency: session.currency,
      interval,
      status: isTrial ? 'trialing' : 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      trialEnd,
      createdAt: now,
    });
    await saveCard(tx, { customerId: session.customerId, card, now });
    const description = describePlan(session.productName, interval, 'en', { trial: isTrial });
    const invoice = {
      customerId: session.customerId,
      subscriptionId,
      priceId: session.priceId,
      description,
      amountCents: isTrial ? 0 : session.amountCents,
      currency: session.currency,
    };
    const invoiceId = await insertInvoice(tx, {
      ...invoice,
      status: 'paid',
      periodStart: now,
      periodEnd,
      createdAt: now,
    });
    await tx
      .update(sandboxCheckoutSessions)
      .set({ status: 'complete', paymentStatus: isTrial ? 'no_payment_required' : 'paid', subscriptionId })
      .where(eq(sandboxCheckoutSessions.id, session.id));
    const completed: PendingEvent = {
      type: 'checkout.session.completed',
      subscriptionId,
      checkoutSessionId: session.id,
      customerId: session.customerId,
    };
    // A trial's $0 invoice is no payment: no receipt follows it.
    const paid = invoice.amountCents > 0 ? [invoiceEvent('invoice.paid', { ...invoice, id: invoiceId })] : [];
    return {
      result: {
        ok: true as const,
        subscriptionId,
        customerId: session.customerId,
        redirectUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
      },
      events: [completed, ...paid],
    };
  });
}

function failure(reason: PayFailure): { result: PayResult; events: PendingEvent[] } {
  return { result: { ok: false, reason, message: PAY_MESSAGES.en[reason] }, events: [] };
}

async function findSessionByKey(db: Database, key: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.idempotencyKey, key));
  return row;
}

/** Like Stripe's idempotency keys: the same key with other parameters is a caller bug. */
function sameRequestOrThrow(session: SessionRow, input: CheckoutRequest): SessionRow {
  const isSame =
    session.customerId === input.customerId &&
    session.clientReferenceId === String(input.userId) &&
    session.priceId === input.priceId;
  if (!isSame) {
    throw new PaymentProviderError('This idempotency key was already used with other parameters', 'invalid_request');
  }
  return session;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
