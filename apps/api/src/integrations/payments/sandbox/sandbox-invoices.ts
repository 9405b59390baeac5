import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxInvoices } from '../../../db/schema';
import { PaymentProviderError } from '../payment-provider';
import { type InvoiceRow, newId } from './sandbox-records';

/** The sandbox's invoices: writing one under the next number, and reading them back. */

export type NewInvoice = Omit<typeof sandboxInvoices.$inferInsert, 'id' | 'number'>;

/**
 * Numbers run SBX-000001, SBX-000002, … A concurrent payment may take the same number first:
 * the unique constraint turns that into a retry with the next one, never a duplicate.
 */
export async function insertInvoice(tx: Database, values: NewInvoice): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [last] = await tx
      .select({ value: sql<number | null>`max(cast(substring(${sandboxInvoices.number} from 5) as integer))` })
      .from(sandboxInvoices);
    const number = `SBX-${String(Number(last?.value ?? 0) + 1).padStart(6, '0')}`;
    const id = newId('in_sbx_');
    const inserted = await tx
      .insert(sandboxInvoices)
      .values({ ...values, id, number })
      .onConflictDoNothing({ target: sandboxInvoices.number })
      .returning({ id: sandboxInvoices.id });
    if (inserted.length > 0) return id;
  }
  throw new Error('Could not allocate a sandbox invoice number');
}

export async function findInvoice(db: Database, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
  return row ?? null;
}

/** A page of a customer's invoices, newest first, ties broken by number so no page skips or repeats one. */
export async function listInvoiceRows(
  db: Database,
  input: { customerId: string; limit: number; startingAfter?: string },
): Promise<{ rows: InvoiceRow[]; hasMore: boolean }> {
  const byCustomer = eq(sandboxInvoices.customerId, input.customerId);
  let where = byCustomer;
  if (input.startingAfter) {
    const [cursor] = await db
      .select()
      .from(sandboxInvoices)
      .where(and(byCustomer, eq(sandboxInvoices.id, input.startingAfter)));
    if (!cursor) throw new PaymentProviderError(`No such invoice: ${input.startingAfter}`, 'invalid_request');
    where = and(
      byCustomer,
      or(
        lt(sandboxInvoices.createdAt, cursor.createdAt),
        and(eq(sandboxInvoices.createdAt, cursor.createdAt), lt(sandboxInvoices.number, cursor.number)),
      ),
    )!;
  }
  const limit = Math.min(Math.max(Math.floor(input.limit), 1), 100);
  const rows = await db
    .select()
    .from(sandboxInvoices)
    .where(where)
    .orderBy(desc(sandboxInvoices.createdAt), desc(sandboxInvoices.number))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
