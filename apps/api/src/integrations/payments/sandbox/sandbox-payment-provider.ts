import type { Database } from '../../../db/client';
import { sandboxPrices } from '../../../db/schema';
import type { Locale } from '../../../lib/i18n/languages';
import {
  type PaymentEventListener,
  type PaymentProvider,
  PaymentProviderError,
  type PriceToSell,
  type ProviderBillingDetails,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderRefund,
  type ProviderSubscription,
} from '../payment-provider';
import { type CardUpdate, updateCardOnFile } from './sandbox-card-update';
import {
  type CheckoutRequest,
  findSession,
  isHttpUrl,
  openCheckoutSession,
  type PayResult,
  payCheckoutSession,
} from './sandbox-checkout';
import { type ClockAdvance, SandboxClock } from './sandbox-clock';
import { customerExists, deleteCustomerRecords, ensureCustomer, readBillingDetails } from './sandbox-customers';
import { type PendingEvent, SandboxEvents } from './sandbox-events';
import { withLang } from './sandbox-html';
import { findInvoice, listInvoiceRows } from './sandbox-invoices';
import { createPortalLink, findPortalLink, isPortalExpired, loadPortal, type SandboxPortal } from './sandbox-portal';
import { invoiceLineIn, loadPriceWords } from './sandbox-price-words';
import { newId, readSession, toProviderInvoice } from './sandbox-records';
import { refundInvoice } from './sandbox-refunds';
import { type BillingCounts, billDueRenewals } from './sandbox-renewals';
import {
  cancelNow,
  changePriceAtRenewal,
  endTrialNow,
  setCancelAtPeriodEnd,
  switchPrice,
} from './sandbox-subscription-changes';
import { findSubscriptionView, listSubscriptionViews, toProviderSubscription } from './sandbox-subscription-reads';

export type { PayResult } from './sandbox-checkout';
export type { SandboxPlan, SandboxPortal } from './sandbox-portal';

/** Where the sandbox's hosted pages live (sandbox.routes.ts is registered there). */
const PAGES_PATH = '/api/v1/sandbox';

export type SandboxDeps = {
  db: Database;
  appUrl: string;
  /** Real time as tests set it; the test clock runs ahead of it by its offset. */
  now?: () => Date;
  /** The test clock to share; by default one is made on `db` (with `now` as real time). */
  clock?: SandboxClock;
  /** Where a failing listener is reported (event type and id only, never card data). */
  warn?: (message: string) => void;
};

/** A checkout session with what its hosted page shows. */
export type SandboxCheckout = ProviderCheckoutSession & {
  productName: string;
  /** The plan's name in each language, as the app gives it (the page falls back to productName). */
  productNames: Partial<Record<Locale, string>> | null;
  amountCents: number;
  currency: string;
  interval: string;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
};

type PortalAccess = { ok: true; customerId: string; now: Date } | { ok: false; reason: 'not_found' | 'expired' };

/**
 * The embedded payment provider: a complete, honest provider running inside this app. It keeps
 * its own records in the sandbox_* tables, exactly as Stripe keeps records on its side, serves
 * its hosted checkout and portal pages (sandbox.routes.ts), bills renewals when its test clock
 * moves, and tells the app about changes through the event listener the way Stripe sends
 * webhooks. Each operation first reloads the test clock, so instances sharing the database agree.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly clock: SandboxClock;
  private readonly db: Database;
  private readonly appUrl: string;
  private readonly warn: (message: string) => void;
  private readonly events: SandboxEvents;
  private clockListener: ((now: Date) => Promise<void>) | null = null;

  constructor({ db, appUrl, now, clock, warn = (m) => process.emitWarning(m) }: SandboxDeps) {
    this.db = db;
    this.appUrl = appUrl.replace(/\/+$/, '');
    this.warn = warn;
    this.events = new SandboxEvents(warn);
    this.clock = clock ?? new SandboxClock({ db, realNow: now });
    this.clock.onAdvance(async (at) => {
      const billed = await this.billUntil(at);
      await this.tellClockListener(at);
      return billed;
    });
  }

  setEventListener(listener: PaymentEventListener): void {
    this.events.setListener(listener);
  }

  /**
   * Called after every move of the test clock, once renewals are billed (the app runs its
   * scheduled work there). A failure is reported, never thrown back at the move.
   */
  setClockListener(listener: (now: Date) => Promise<void>): void {
    this.clockListener = listener;
  }

  async ensurePrice(price: PriceToSell): Promise<string> {
    const now = await this.clock.refresh();
    const values = {
      productName: price.productName,
      productNames: price.productNames ?? null,
      amountCents: price.amountCents,
      currency: price.currency,
      interval: price.interval,
    };
    // Updated in place when the catalogue changes: sessions and subscriptions keep their own copy.
    const [row] = await this.db
      .insert(sandboxPrices)
      .values({ id: newId('price_sbx_'), lookupKey: price.lookupKey, ...values, createdAt: now })
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
    return ensureCustomer(this.db, { ...input, now: await this.clock.refresh() });
  }

  /**
   * The renewal terms the app passes are not kept: the page words them from the session's own
   * price, in the session's language. That language travels in the link (`?lang=es`), since the
   * session's table has no column for it yet.
   */
  async createCheckoutSession(
    input: CheckoutRequest & { renewalTerms?: string; locale?: Locale },
  ): Promise<{ id: string; url: string }> {
    const now = await this.clock.refresh();
    const session = await openCheckoutSession(this.db, input, { now, realNow: this.clock.realNow() });
    return { id: session.id, url: withLang(this.checkoutUrl(session.id), input.locale) };
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const row = await findSession(this.db, id);
    return row ? readSession(row, this.clock.realNow()) : null;
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const view = await findSubscriptionView(this.db, id, await this.clock.refresh());
    return view ? toProviderSubscription(view) : null;
  }

  async cancelSubscriptionNow(id: string): Promise<ProviderSubscription | null> {
    const now = await this.clock.refresh();
    const { outcome, events } = await cancelNow(this.db, { subscriptionId: id, now });
    if (outcome === 'not_found') return null;
    await this.events.emit(events);
    return this.retrieveSubscription(id);
  }

  async endTrialNow(id: string): Promise<ProviderSubscription | null> {
    const now = await this.clock.refresh();
    const { outcome, events } = await endTrialNow(this.db, { subscriptionId: id, now });
    if (outcome === 'not_found') return null;
    await this.events.emit(events);
    return this.retrieveSubscription(id);
  }

  /** Removes the customer and everything the sandbox holds under it; one already gone counts as done. */
  async deleteCustomer(customerId: string): Promise<void> {
    await deleteCustomerRecords(this.db, customerId);
  }

  async listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    const views = await listSubscriptionViews(this.db, customerId, await this.clock.refresh());
    return views.map(toProviderSubscription);
  }

  /** The portal's language travels in its link, as the checkout's does. */
  async createPortalSession(input: {
    customerId: string;
    returnUrl: string;
    locale?: Locale;
  }): Promise<{ url: string }> {
    if (!isHttpUrl(input.returnUrl)) {
      throw new PaymentProviderError('returnUrl must be an http(s) URL', 'invalid_request');
    }
    if (!(await customerExists(this.db, input.customerId))) {
      throw new PaymentProviderError(`No such customer: ${input.customerId}`, 'not_found');
    }
    const now = await this.clock.refresh();
    const id = await createPortalLink(this.db, {
      customerId: input.customerId,
      returnUrl: input.returnUrl,
      now,
      realNow: this.clock.realNow(),
    });
    return { url: withLang(this.portalUrl(id), input.locale) };
  }

  /** The sandbox's invoice PDF takes its language from the link, as its other pages do. */
  invoiceLinkIn(invoice: ProviderInvoice, locale: Locale): string | null {
    return invoice.pdfUrl && withLang(invoice.pdfUrl, locale);
  }

  async listInvoices(input: { customerId: string; limit: number; startingAfter?: string }) {
    const { rows, hasMore } = await listInvoiceRows(this.db, input);
    return { invoices: rows.map((row) => toProviderInvoice(row, this.invoicePdfUrl(row.id))), hasMore };
  }

  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    const row = await findInvoice(this.db, id);
    return row ? toProviderInvoice(row, this.invoicePdfUrl(row.id)) : null;
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription | null> {
    const now = await this.clock.refresh();
    const { outcome, events } = await setCancelAtPeriodEnd(this.db, { subscriptionId, cancel, now });
    if (outcome === 'not_found') return null;
    await this.events.emit(events);
    return this.retrieveSubscription(subscriptionId);
  }

  async refundInvoice(input: {
    invoiceId: string;
    amountCents?: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<ProviderRefund> {
    const now = await this.clock.refresh();
    const { refund, events } = await refundInvoice(this.db, input, now);
    await this.events.emit(events);
    return refund;
  }

  async changePriceAtRenewal(subscriptionId: string, priceId: string): Promise<ProviderSubscription | null> {
    const now = await this.clock.refresh();
    const { outcome, events } = await changePriceAtRenewal(this.db, { subscriptionId, priceId, now });
    if (outcome === 'not_found') return null;
    await this.events.emit(events);
    return this.retrieveSubscription(subscriptionId);
  }

  async getBillingDetails(customerId: string): Promise<ProviderBillingDetails> {
    return readBillingDetails(this.db, customerId);
  }

  verifyWebhook(_rawBody: Buffer, _signatureHeader: string | undefined): ProviderEvent {
    throw new PaymentProviderError('The sandbox does not send webhooks', 'signature');
  }

  /**
   * Bills every renewal that came due by the test clock's time and tells the app of each, as
   * Stripe does when time passes. Moving the clock runs it; real time passing does not, so run
   * it on a schedule where real time should bill too. Idempotent, and safe on two instances.
   */
  async billDueRenewals(): Promise<BillingCounts> {
    return this.billUntil(await this.clock.refresh());
  }

  // ── What the hosted pages need (sandbox.routes.ts) ───────────────────────────────────────

  async getCheckout(id: string): Promise<SandboxCheckout | null> {
    const row = await findSession(this.db, id);
    if (!row) return null;
    const { productName, amountCents, currency, interval, trialDays, successUrl, cancelUrl } = row;
    const price = (await loadPriceWords(this.db)).get(row.priceId);
    return {
      ...readSession(row, this.clock.realNow()),
      productName,
      productNames: price?.productNames ?? null,
      amountCents,
      currency,
      interval,
      trialDays,
      successUrl: successUrl.replaceAll('{CHECKOUT_SESSION_ID}', row.id),
      cancelUrl,
    };
  }

  /**
   * Pays an open session with a test card; on success the app hears checkout.session.completed,
   * then invoice.paid when something was charged.
   */
  async pay(sessionId: string, cardNumber: string): Promise<PayResult> {
    const now = await this.clock.refresh();
    const { result, events } = await payCheckoutSession(this.db, {
      sessionId,
      cardNumber,
      now,
      realNow: this.clock.realNow(),
    });
    await this.events.emit(events);
    return result;
  }

  async getPortal(id: string): Promise<SandboxPortal | null> {
    const portal = await findPortalLink(this.db, id);
    if (!portal) return null;
    return loadPortal(this.db, portal, {
      now: await this.clock.refresh(),
      realNow: this.clock.realNow(),
      listInvoices: async (customerId) => (await this.listInvoices({ customerId, limit: 24 })).invoices,
    });
  }

  /**
   * Switches the plan at once from a portal page; the app hears customer.subscription.updated,
   * as from Stripe's portal, and converges (family members follow the new plan).
   */
  async switchPlanFromPortal(
    portalId: string,
    input: { subscriptionId: string; priceId: string },
  ): Promise<'switched' | 'not_found' | 'price_not_found' | 'ended' | 'expired' | 'declined'> {
    const access = await this.openPortal(portalId);
    if (!access.ok) return access.reason;
    const { outcome, events } = await switchPrice(this.db, {
      ...input,
      customerId: access.customerId,
      now: access.now,
    });
    await this.events.emit(events);
    return outcome === 'changed' || outcome === 'unchanged' ? 'switched' : outcome;
  }

  /** Cancels at the period end from a portal page; the member keeps benefits until then. */
  async cancelFromPortal(portalId: string, subscriptionId: string): Promise<'canceled' | 'not_found' | 'expired'> {
    const access = await this.openPortal(portalId);
    if (!access.ok) return access.reason;
    const { outcome, events } = await setCancelAtPeriodEnd(this.db, {
      subscriptionId,
      customerId: access.customerId,
      cancel: true,
      now: access.now,
    });
    await this.events.emit(events);
    return outcome === 'not_found' ? 'not_found' : 'canceled';
  }

  /**
   * Puts a new card on file from a portal page; a past-due subscription's open invoice is
   * retried with it at once (the app hears invoice.paid and customer.subscription.updated).
   */
  async updateCardFromPortal(
    portalId: string,
    cardNumber: string,
  ): Promise<CardUpdate | { ok: false; reason: 'not_found' | 'expired' }> {
    const access = await this.openPortal(portalId);
    if (!access.ok) return access;
    const { result, events } = await updateCardOnFile(this.db, {
      customerId: access.customerId,
      cardNumber,
      now: access.now,
    });
    await this.events.emit(events);
    return result;
  }

  /** Moves the test clock from a portal page (while its link is valid), billing what comes due. */
  async advanceClockFromPortal(
    portalId: string,
    days: number,
  ): Promise<({ ok: true } & ClockAdvance) | { ok: false; reason: 'not_found' | 'expired' }> {
    const access = await this.openPortal(portalId);
    if (!access.ok) return access;
    return { ok: true, ...(await this.clock.advance(days)) };
  }

  /** An invoice as its PDF shows it, its line in `locale`. */
  async getInvoice(id: string, locale: Locale = 'en') {
    const row = await findInvoice(this.db, id);
    if (!row) return null;
    return { ...row, description: invoiceLineIn(await loadPriceWords(this.db), row, locale) };
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

  private async billUntil(now: Date): Promise<BillingCounts> {
    const billed = await billDueRenewals(this.db, {
      now,
      onBilled: (events: PendingEvent[]) => this.events.emit(events),
    });
    await this.clock.recordBilledUntil(now);
    return billed;
  }

  private async tellClockListener(now: Date): Promise<void> {
    if (!this.clockListener) return;
    try {
      await this.clockListener(now);
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'unknown error';
      this.warn(`The sandbox clock moved to ${now.toISOString()}, but its listener failed: ${reason}`);
    }
  }

  /** The portal link's customer, while the link is valid; the clock is reloaded for the action. */
  private async openPortal(portalId: string): Promise<PortalAccess> {
    const portal = await findPortalLink(this.db, portalId);
    if (!portal) return { ok: false, reason: 'not_found' };
    if (isPortalExpired(portal, this.clock.realNow())) return { ok: false, reason: 'expired' };
    return { ok: true, customerId: portal.customerId, now: await this.clock.refresh() };
  }
}
