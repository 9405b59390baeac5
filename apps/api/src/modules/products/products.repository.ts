import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prices, products } from '../../db/schema';

export type ProductRecord = typeof products.$inferSelect;
export type PriceRecord = typeof prices.$inferSelect;

export async function findActiveProducts(db: Database, id?: number) {
  const productRows = await db
    .select()
    .from(products)
    .where(and(eq(products.active, true), id === undefined ? undefined : eq(products.id, id)))
    .orderBy(asc(products.rank), asc(products.id));
  if (productRows.length === 0) return [];
  const priceRows = await db
    .select()
    .from(prices)
    .where(
      and(
        eq(prices.active, true),
        inArray(
          prices.productId,
          productRows.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(prices.amountCents));
  return productRows.map((product) => ({ product, prices: priceRows.filter((p) => p.productId === product.id) }));
}
