import { desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxCustomers, sandboxSubscriptions } from '../../../db/schema';
import type { ProviderSubscription } from '../payment-provider';
import { readSubscription } from './sandbox-records';

/** A subscription as the port reports it, with the product name the portal shows. */
export type SubscriptionView = ProviderSubscription & { productName: string };

/** Subscriptions read at `now`, with their customer's card, which decides how a due renewal reads. */
async function readSubscriptions(db: Database, where: SQL, now: Date): Promise<SubscriptionView[]> {
  const rows = await db
    .select({ row: getTableColumns(sandboxSubscriptions), cardDeclinesCharges: sandboxCustomers.cardDeclinesCharges })
    .from(sandboxSubscriptions)
    .leftJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxSubscriptions.customerId))
    .where(where)
    .orderBy(desc(sandboxSubscriptions.createdAt), desc(sandboxSubscriptions.id));
  return rows.map(({ row, cardDeclinesCharges }) => ({
    ...readSubscription(row, now, { cardDeclinesCharges: cardDeclinesCharges ?? false }),
    productName: row.productName,
  }));
}

export async function findSubscriptionView(db: Database, id: string, now: Date): Promise<SubscriptionView | null> {
  const [view] = await readSubscriptions(db, eq(sandboxSubscriptions.id, id), now);
  return view ?? null;
}

/** Newest first. */
export async function listSubscriptionViews(db: Database, customerId: string, now: Date): Promise<SubscriptionView[]> {
  return readSubscriptions(db, eq(sandboxSubscriptions.customerId, customerId), now);
}

/** The port's shape, without the portal's extra field. */
export function toProviderSubscription({ productName: _, ...subscription }: SubscriptionView): ProviderSubscription {
  return subscription;
}
