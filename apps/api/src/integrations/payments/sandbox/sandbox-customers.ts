import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPortalSessions,
  sandboxSubscriptions,
} from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { PaymentProviderError, type ProviderBillingDetails } from '../payment-provider';
import { newId } from './sandbox-records';

/** The sandbox's customers: made for a user, read back as a provider reports them, deleted on request. */

export async function customerExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: sandboxCustomers.id }).from(sandboxCustomers).where(eq(sandboxCustomers.id, id));
  return Boolean(row);
}

export async function ensureCustomer(
  db: Database,
  input: { email: string; name: string | null; existingCustomerId: string | null; now: Date },
): Promise<string> {
  if (input.existingCustomerId && (await customerExists(db, input.existingCustomerId))) {
    return input.existingCustomerId;
  }
  const id = newId('cus_sbx_');
  await db.insert(sandboxCustomers).values({ id, email: input.email, name: input.name, createdAt: input.now });
  return id;
}

export async function readBillingDetails(db: Database, customerId: string): Promise<ProviderBillingDetails> {
  const [customer] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
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

/**
 * Removes the customer and every row that points at it (checkout sessions, portal links,
 * subscriptions, invoices and, with them, their refunds): deleted rather than anonymised, since
 * the sandbox keeps no books that would need them. A customer already gone leaves nothing to delete.
 */
export async function deleteCustomerRecords(db: Database, customerId: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    // Sessions first, the order a payment takes its locks in: a payment under way finishes
    // first and its subscription and invoice are removed below, or it finds no session.
    await tx.delete(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.customerId, customerId));
    await tx.delete(sandboxPortalSessions).where(eq(sandboxPortalSessions.customerId, customerId));
    // Subscriptions before invoices: billing, a card update or a plan switch holding one may
    // still add an invoice, and finishes first.
    await tx.delete(sandboxSubscriptions).where(eq(sandboxSubscriptions.customerId, customerId));
    await tx.delete(sandboxInvoices).where(eq(sandboxInvoices.customerId, customerId));
    await tx.delete(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
  });
}
