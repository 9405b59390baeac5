import { asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxCustomers, sandboxPortalSessions, sandboxPrices } from '../../../db/schema';
import type { ProviderInvoice } from '../payment-provider';
import { loadPriceWords, type PriceWordsById } from './sandbox-price-words';
import { newId } from './sandbox-records';
import { listSubscriptionViews, type SubscriptionView } from './sandbox-subscription-reads';

/** The billing portal's links and what its page shows. */

const PORTAL_TTL_MS = 60 * 60 * 1000;

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
  subscription: SubscriptionView | null;
  /** Every other price the sandbox knows, when the subscription is live (its "Change plan" list). */
  otherPlans: SandboxPlan[];
  invoices: ProviderInvoice[];
  /** How the page names each price's plan in its language. */
  priceWords: PriceWordsById;
  /** The card on file, as the provider reports it. */
  card: { brand: string; last4: string } | null;
  /** The test clock's time, which every date on the page is in. */
  clockNow: Date;
};

type PortalRow = typeof sandboxPortalSessions.$inferSelect;

/** Like Stripe's, a portal link expires an hour after it was made, in real time. */
export async function createPortalLink(
  db: Database,
  { customerId, returnUrl, now, realNow }: { customerId: string; returnUrl: string; now: Date; realNow: Date },
): Promise<string> {
  const id = newId('bps_sbx_');
  await db.insert(sandboxPortalSessions).values({
    id,
    customerId,
    returnUrl,
    expiresAt: new Date(realNow.getTime() + PORTAL_TTL_MS),
    createdAt: now,
  });
  return id;
}

export async function findPortalLink(db: Database, id: string): Promise<PortalRow | null> {
  const [row] = await db.select().from(sandboxPortalSessions).where(eq(sandboxPortalSessions.id, id));
  return row ?? null;
}

export function isPortalExpired(portal: PortalRow, realNow: Date): boolean {
  return portal.expiresAt.getTime() <= realNow.getTime();
}

export async function loadPortal(
  db: Database,
  portal: PortalRow,
  {
    now,
    realNow,
    listInvoices,
  }: { now: Date; realNow: Date; listInvoices: (customerId: string) => Promise<ProviderInvoice[]> },
): Promise<SandboxPortal> {
  const views = await listSubscriptionViews(db, portal.customerId, now);
  // The running subscription when there is one, else the most recent that ended.
  const subscription = views.find((s) => isRunning(s) || s.status === 'past_due') ?? views[0] ?? null;
  const otherPlans = subscription && isRunning(subscription) ? await pricesOtherThan(db, subscription.priceId) : [];
  const [customer] = await db
    .select({ brand: sandboxCustomers.cardBrand, last4: sandboxCustomers.cardLast4 })
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, portal.customerId));
  return {
    id: portal.id,
    isExpired: isPortalExpired(portal, realNow),
    returnUrl: portal.returnUrl,
    subscription,
    otherPlans,
    invoices: await listInvoices(portal.customerId),
    priceWords: await loadPriceWords(db),
    card: customer?.brand && customer.last4 ? { brand: customer.brand, last4: customer.last4 } : null,
    clockNow: now,
  };
}

function isRunning(subscription: SubscriptionView): boolean {
  return subscription.status === 'active' || subscription.status === 'trialing';
}

async function pricesOtherThan(db: Database, priceId: string): Promise<SandboxPlan[]> {
  return db
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
