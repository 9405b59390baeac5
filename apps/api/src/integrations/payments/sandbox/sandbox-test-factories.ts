import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Database } from '../../../db/client';
import {
  sandboxCheckoutSessions,
  sandboxClock,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPortalSessions,
  sandboxPrices,
  sandboxRefunds,
  sandboxSubscriptions,
} from '../../../db/schema';
import { createTestDatabase } from '../../../test/test-database';
import type { ProviderEvent } from '../payment-provider';
import { sandboxRoutes } from './sandbox.routes';
import { SandboxPaymentProvider } from './sandbox-payment-provider';

/** Test data for the sandbox's integration tests: each test subscribes its own members. */

export const APP_URL = 'http://localhost:3000';
export const CARD_PAYS = '4242 4242 4242 4242';
export const CARD_DECLINES_CHARGES = '4000 0000 0000 0341';
export const DAY_MS = 86_400_000;
export const PREFIX = '/api/v1/sandbox';

/** The sandbox's hosted pages served by a server of their own, over a fresh database. */
export async function startSandboxPages(options: { now?: () => Date } = {}) {
  const database = await createTestDatabase();
  const sandbox = new SandboxPaymentProvider({ db: database.db, appUrl: APP_URL, ...options });
  const app = Fastify();
  await app.register(sandboxRoutes({ sandbox }), { prefix: PREFIX });
  await app.ready();
  return {
    database,
    sandbox,
    app,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

export type SandboxPages = Awaited<ReturnType<typeof startSandboxPages>>;

let sequence = 0;

/**
 * Empties the sandbox's tables and sets its clock back to real time. Billing walks every
 * subscription, so a test that counts what billing did starts from none.
 */
export async function resetSandbox(db: Database): Promise<void> {
  await db.delete(sandboxRefunds);
  await db.delete(sandboxInvoices);
  await db.delete(sandboxSubscriptions);
  await db.delete(sandboxCheckoutSessions);
  await db.delete(sandboxPortalSessions);
  await db.delete(sandboxCustomers);
  await db.delete(sandboxPrices);
  await db.delete(sandboxClock);
}

export type SubscribeOptions = {
  interval?: 'month' | 'year';
  amountCents?: number;
  trialDays?: number;
  card?: string;
  productName?: string;
};

/** A customer with an open checkout for a fresh price. */
export async function openCheckout(sandbox: SandboxPaymentProvider, options: SubscribeOptions = {}) {
  sequence++;
  const priceId = await sandbox.ensurePrice({
    lookupKey: `factory_${sequence}_${Date.now()}`,
    productName: options.productName ?? 'Family',
    amountCents: options.amountCents ?? 2499,
    currency: 'usd',
    interval: options.interval ?? 'month',
  });
  const customerId = await sandbox.ensureCustomer({
    userId: sequence,
    email: `member${sequence}@example.com`,
    name: 'Member',
    existingCustomerId: null,
  });
  const session = await sandbox.createCheckoutSession({
    customerId,
    userId: sequence,
    priceId,
    trialDays: options.trialDays ?? 0,
    successUrl: `${APP_URL}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${APP_URL}/register?step=plans`,
    idempotencyKey: `factory-${sequence}-${Date.now()}`,
  });
  return { priceId, customerId, sessionId: session.id, url: session.url };
}

/** A paying member: checkout paid with `card` (4242 by default). */
export async function subscribe(sandbox: SandboxPaymentProvider, options: SubscribeOptions = {}) {
  const checkout = await openCheckout(sandbox, options);
  const paid = await sandbox.pay(checkout.sessionId, options.card ?? CARD_PAYS);
  if (!paid.ok) throw new Error(`The factory's checkout was not paid: ${paid.reason}`);
  return { ...checkout, subscriptionId: paid.subscriptionId };
}

export async function invoicesOf(db: Database, subscriptionId: string) {
  const rows = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.subscriptionId, subscriptionId));
  return rows.sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
}

export async function storedSubscription(db: Database, id: string) {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row!;
}

/** The events a listener heard about one subscription, as "type" strings in order. */
export function typesFor(events: ProviderEvent[], subscriptionId: string): string[] {
  return events.filter((e) => e.subscriptionId === subscriptionId).map((e) => e.type);
}
