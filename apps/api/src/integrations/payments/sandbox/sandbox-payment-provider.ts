import { and, asc, desc, eq, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPortalSessions,
  sandboxPrices,
  sandboxSubscriptions,
} from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import {
  type PaymentEventListener,
  type PaymentProvider,
  PaymentProviderError,
  type PriceToSell,
  type ProviderBillingDetails,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../payment-provider';
import { cancelAtPeriodEnd, cancelNow, type PayResult, payCheckoutSession, switchPrice } from './sandbox-billing';
import { newId, readSession, readSubscription, type SessionRow, toProviderInvoice } from './sandbox-records';

export type { PayResult } from './sandbox-billing';

const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
const PORTAL_TTL_MS = 60 * 60 * 1000;
/** Where the sandbox's hosted pages live (sandbox.routes.ts is registered there). */
const PAGES_PATH = '/api/v1/sandbox';

export type SandboxDeps = {
  db: Database;
  appUrl: string;
  /** Tests move time; everything time-driven is computed from this clock on read. */
  now?: () => Date;
  /** Where a failing event listener is reported (event type and id only, never card data). */
  warn?: (message: string) => void;
};

/** A checkout session with what its hosted page shows. */
export type SandboxCheckout = ProviderCheckoutSession & {
  productName: string;
  amountCents: number;
  currency: string;
  interval: string;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
};

/** A price the member can switch to from the portal. */
export type SandboxPlan = {
  priceId: string;
  productName: string;
  amountCents: number;
  currency: string;
  interval: string;
};

/** A billing portal link and what its page shows. */
export type SandboxPortal = {
  id: string;
  isExpired: boolean;
  returnUrl: string;
  subscription: (ProviderSubscription & { productName: string }) | null;
  /** Every other price the sandbox knows, when the subscription is live (its "Change plan" list). */
  otherPlans: SandboxPlan[];
  invoices: ProviderInvoice[];
};

/**
 * The embedded payment provider: a complete, honest provider running inside this app. It keeps
 * its own records in the sandbox_* tables, exactly as Stripe keeps records on its side, serves
 * its hosted checkout and portal pages (sandbox.routes.ts), and tells the app about changes
 * through the event listener the way Stripe sends webhooks.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly db: Database;
  private readonly appUrl: string;
  private readonly now: () => Date;
  private readonly warn: (message: string) => void;
  private listener: PaymentEventListener | null = null;

  constructor({ db, appUrl, now = () => new Date(), warn = (m) => process.emitWarning(m) }: SandboxDeps) {
    this.db = db;
    this.appUrl = appUrl.replace(/\/+$/, '');
    this.now = now;
    this.warn = warn;
  }

  setEventListener(listener: PaymentEventListener): void {
    this.listener = listener;
  }

  async ensurePrice(price: PriceToSell): Promise<string> {
    const values = {
      productName: price.productName,
      amountCents: price.amountCents,
      currency: price.currency,
      interval: price.interval,
    };
    // Updated in place when the catalogue changes: sessions and subscriptions keep their own copy.
    const [row] = await this.db
      .insert(sandboxPrices)
      .values({ id: newId('price_sbx_'), lookupKey: price.lookupKey, ...values, createdAt: this.now() })
      .onConflictDoUpdate({ target: sandboxPrices.lookupKey, set: values })
      .returning({ id: sandboxPrices.id });
    return row!.id;
  }

  async ensureCustomer(input: {
    userId: number;
    email: string;
    name: string | null;
    existingCustomerId: string | null;
  }): Promise<string> {
    if (input.existingCustomerId) {
      const [found] = await this.db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, input.existingCustomerId));
      if (found) return found.id;
    }
    const id = newId('cus_sbx_');
    await this.db.insert(sandboxCustomers).values({ id, email: input.email, name: input.name, createdAt: this.now() });
    return id;
  }

  async createCheckoutSession(input: {
    customerId: string;
    userId: number;
    priceId: string;
    trialDays: number;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ id: string; url: string }> {
    const existing = await this.findSessionByKey(input.idempotencyKey);
    if (existing) return this.sameRequestOrThrow(existing, input);
    if (!isHttpUrl(input.successUrl) || !isHttpUrl(input.cancelUrl)) {
      throw new PaymentProviderError('successUrl and cancelUrl must be absolute http(s) URLs', 'invalid_request');
    }
    const [price] = await this.db.select().from(sandboxPrices).where(eq(sandboxPrices.id, input.priceId));
    if (!price) throw new PaymentProviderError(`No such price: ${input.priceId}`, 'invalid_request');
    if (!(await this.customerExists(input.customerId))) {
      throw new PaymentProviderError(`No such customer: ${input.customerId}`, 'invalid_request');
    }
    const now = this.now();
    const [created] = await this.db
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
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
        createdAt: now,
      })
      .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey })
      .returning();
    // A concurrent request with the same key won the insert: answer with its session.
    const session = created ?? (await this.findSessionByKey(input.idempotencyKey))!;
    return this.sameRequestOrThrow(session, input);
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const row = await this.findSession(id);
    return row ? readSession(row, this.now()) : null;
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const [row] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    return row ? readSubscription(row, this.now()) : null;
  }

  async cancelSubscriptionNow(id: string): Promise<ProviderSubscription | null> {
    const outcome = await cancelNow(this.db, { subscriptionId: id, now: this.now() });
    if (outcome === 'not_found') return null;
    const [row] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    if (outcome === 'changed') {
      await this.emit('customer.subscription.deleted', {
        subscriptionId: id,
        checkoutSessionId: null,
        customerId: row!.customerId,
      });
    }
    return readSubscription(row!, this.now());
  }

  /**
   * Removes the customer and every row that points at it (checkout sessions, portal links,
   * subscriptions, invoices): deleted rather than anonymised, since the sandbox keeps no books
   * that would need them. A customer already gone leaves nothing to delete.
   */
  async deleteCustomer(customerId: string): Promise<void> {
    await withTransaction(this.db, async (tx) => {
      // Sessions first, the order a payment takes its locks in: a payment under way finishes
      // first and its subscription and invoice are removed below, or it finds no session.
      await tx.delete(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.customerId, customerId));
      await tx.delete(sandboxPortalSessions).where(eq(sandboxPortalSessions.customerId, customerId));
      // Subscriptions before invoices: a plan switch holding one may still add an invoice.
      await tx.delete(sandboxSubscriptions).where(eq(sandboxSubscriptions.customerId, customerId));
      await tx.delete(sandboxInvoices).where(eq(sandboxInvoices.customerId, customerId));
      await tx.delete(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    });
  }

  async listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    const rows = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, customerId))
      .orderBy(desc(sandboxSubscriptions.createdAt), desc(sandboxSubscriptions.id));
    const now = this.now();
    return rows.map((row) => readSubscription(row, now));
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    if (!isHttpUrl(input.returnUrl))
      throw new PaymentProviderError('returnUrl must be an http(s) URL', 'invalid_request');
    if (!(await this.customerExists(input.customerId))) {
      throw new PaymentProviderError(`No such customer: ${input.customerId}`, 'not_found');
    }
    const now = this.now();
    const id = newId('bps_sbx_');
    await this.db.insert(sandboxPortalSessions).values({
      id,
      customerId: input.customerId,
      returnUrl: input.returnUrl,
      expiresAt: new Date(now.getTime() + PORTAL_TTL_MS),
      createdAt: now,
    });
    return { url: this.portalUrl(id) };
  }

  async listInvoices(input: { customerId: string; limit: number; startingAfter?: string }) {
    const byCustomer = eq(sandboxInvoices.customerId, input.customerId);
    let where = byCustomer;
    if (input.startingAfter) {
      const [cursor] = await this.db
        .select()
        .from(sandboxInvoices)
        .where(and(byCustomer, eq(sandboxInvoices.id, input.startingAfter)));
      if (!cursor) throw new PaymentProviderError(`No such invoice: ${input.startingAfter}`, 'invalid_request');
      // Newest first, ties broken by number, so a page boundary never skips or repeats one.
      where = and(
        byCustomer,
        or(
          lt(sandboxInvoices.createdAt, cursor.createdAt),
          and(eq(sandboxInvoices.createdAt, cursor.createdAt), lt(sandboxInvoices.number, cursor.number)),
        ),
      )!;
    }
    const limit = Math.min(Math.max(Math.floor(input.limit), 1), 100);
    const rows = await this.db
      .select()
      .from(sandboxInvoices)
      .where(where)
      .orderBy(desc(sandboxInvoices.createdAt), desc(sandboxInvoices.number))
      .limit(limit + 1);
    return {
      invoices: rows.slice(0, limit).map((row) => toProviderInvoice(row, this.invoicePdfUrl(row.id))),
      hasMore: rows.length > limit,
    };
  }

  async getBillingDetails(customerId: string): Promise<ProviderBillingDetails> {
    const [customer] = await this.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    if (!customer) throw new PaymentProviderError(`No such customer: ${customerId}`, 'not_found');
    const { cardBrand, cardLast4, cardExpMonth, cardExpYear } = customer;
    const hasCard = cardBrand && cardLast4 && cardExpMonth && cardExpYear;
    return {
      paymentMethod: hasCard
        ? { brand: cardBrand, last4: cardLast4, expMonth: cardExpMonth, expYear: cardExpYear }
        : null,
      // The sandbox checkout asks for a card number only.
      billingAddress: null,
    };
  }

  verifyWebhook(_rawBody: Buffer, _signatureHeader: string | undefined): ProviderEvent {
    throw new PaymentProviderError('The sandbox does not send webhooks', 'signature');
  }

  // ── What the hosted pages need (sandbox.routes.ts) ───────────────────────────────────────

  async getCheckout(id: string): Promise<SandboxCheckout | null> {
    const row = await this.findSession(id);
    if (!row) return null;
    const { productName, amountCents, currency, interval, trialDays, successUrl, cancelUrl } = row;
    return {
      ...readSession(row, this.now()),
      productName,
      amountCents,
      currency,
      interval,
      trialDays,
      successUrl: successUrl.replaceAll('{CHECKOUT_SESSION_ID}', row.id),
      cancelUrl,
    };
  }

  /** Pays an open session with a test card; on success the app hears checkout.session.completed. */
  async pay(sessionId: string, cardNumber: string): Promise<PayResult> {
    const result = await payCheckoutSession(this.db, { sessionId, cardNumber, now: this.now() });
    if (!result.ok) return result;
    await this.emit('checkout.session.completed', {
      subscriptionId: result.subscriptionId,
      checkoutSessionId: sessionId,
      customerId: result.customerId,
    });
    return result;
  }

  async getPortal(id: string): Promise<SandboxPortal | null> {
    const [portal] = await this.db.select().from(sandboxPortalSessions).where(eq(sandboxPortalSessions.id, id));
    if (!portal) return null;
    const now = this.now();
    const rows = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, portal.customerId))
      .orderBy(desc(sandboxSubscriptions.createdAt), desc(sandboxSubscriptions.id));
    const views = rows.map((row) => ({ ...readSubscription(row, now), productName: row.productName }));
    // The live subscription when there is one, else the most recent that ended.
    const subscription = views.find((s) => s.status === 'active' || s.status === 'trialing') ?? views[0] ?? null;
    const { invoices } = await this.listInvoices({ customerId: portal.customerId, limit: 24 });
    const isLive = subscription?.status === 'active' || subscription?.status === 'trialing';
    const otherPlans = isLive && subscription ? await this.pricesOtherThan(subscription.priceId) : [];
    return { id, isExpired: portal.expiresAt <= now, returnUrl: portal.returnUrl, subscription, otherPlans, invoices };
  }

  /**
   * Switches the plan at once from a portal page; the app hears customer.subscription.updated,
   * as from Stripe's portal, and converges (family members follow the new plan).
   */
  async switchPlanFromPortal(
    portalId: string,
    input: { subscriptionId: string; priceId: string },
  ): Promise<'switched' | 'not_found' | 'price_not_found' | 'ended' | 'expired'> {
    const [portal] = await this.db.select().from(sandboxPortalSessions).where(eq(sandboxPortalSessions.id, portalId));
    if (!portal) return 'not_found';
    const now = this.now();
    if (portal.expiresAt <= now) return 'expired';
    const outcome = await switchPrice(this.db, { customerId: portal.customerId, ...input, now });
    if (outcome === 'changed') {
      await this.emit('customer.subscription.updated', {
        subscriptionId: input.subscriptionId,
        checkoutSessionId: null,
        customerId: portal.customerId,
      });
    }
    return outcome === 'changed' || outcome === 'unchanged' ? 'switched' : outcome;
  }

  /** Cancels at the period end from a portal page; the member keeps benefits until then. */
  async cancelFromPortal(portalId: string, subscriptionId: string): Promise<'canceled' | 'not_found' | 'expired'> {
    const [portal] = await this.db.select().from(sandboxPortalSessions).where(eq(sandboxPortalSessions.id, portalId));
    if (!portal) return 'not_found';
    const now = this.now();
    if (portal.expiresAt <= now) return 'expired';
    const changed = await cancelAtPeriodEnd(this.db, { customerId: portal.customerId, subscriptionId, now });
    if (changed === 'not_found') return 'not_found';
    if (changed === 'changed') {
      await this.emit('customer.subscription.updated', {
        subscriptionId,
        checkoutSessionId: null,
        customerId: portal.customerId,
      });
    }
    return 'canceled';
  }

  async getInvoice(id: string) {
    const [row] = await this.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
    return row ?? null;
  }

  checkoutUrl(id: string): string {
    return `${this.appUrl}${PAGES_PATH}/checkout/${id}`;
  }

  portalUrl(id: string): string {
    return `${this.appUrl}${PAGES_PATH}/portal/${id}`;
  }

  invoicePdfUrl(id: string): string {
    return `${this.appUrl}${PAGES_PATH}/invoices/${id}/pdf`;
  }

  /** Like a webhook delivery: a failure is the app's to recover from (validate-session converges). */
  private async emit(type: string, ids: Omit<ProviderEvent, 'id' | 'type'>): Promise<void> {
    if (!this.listener) return;
    const event: ProviderEvent = { id: newId('evt_sbx_'), type, ...ids };
    try {
      await this.listener(event);
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'unknown error';
      this.warn(`Sandbox event ${event.type} (${event.id}) was not handled by the app: ${reason}`);
    }
  }

  private async pricesOtherThan(priceId: string): Promise<SandboxPlan[]> {
    return this.db
      .select({
        priceId: sandboxPrices.id,
        productName: sandboxPrices.productName,
        amountCents: sandboxPrices.amountCents,
        currency: sandboxPrices.currency,
        interval: sandboxPrices.interval,
      })
      .from(sandboxPrices)
      .where(ne(sandboxPrices.id, priceId))
      .orderBy(asc(sandboxPrices.amountCents), asc(sandboxPrices.productName), asc(sandboxPrices.id));
  }

  private async findSession(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
    return row;
  }

  private async findSessionByKey(key: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.idempotencyKey, key));
    return row;
  }

  private async customerExists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sandboxCustomers.id })
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, id));
    return Boolean(row);
  }

  /** Like Stripe's idempotency keys: the same key with other parameters is a caller bug. */
  private sameRequestOrThrow(session: SessionRow, input: { customerId: string; userId: number; priceId: string }) {
    const isSame =
      session.customerId === input.customerId &&
      session.clientReferenceId === String(input.userId) &&
      session.priceId === input.priceId;
    if (!isSame) {
      throw new PaymentProviderError('This idempotency key was already used with other parameters', 'invalid_request');
    }
    return { id: session.id, url: this.checkoutUrl(session.id) };
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
