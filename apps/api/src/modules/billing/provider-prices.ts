import { and, eq } from 'drizzle-orm';
import { prices, products } from '../../db/schema';
import { planNameIn } from '../products';
import { type PaymentDeps, withProvider } from './provider-calls';

type PriceRow = { price: typeof prices.$inferSelect; product: typeof products.$inferSelect };

/** The provider's id for one of our prices, created there (idempotently) the first time. */
export async function providerPriceFor(deps: PaymentDeps, row: PriceRow): Promise<string> {
  if (row.price.stripePriceId) return row.price.stripePriceId;
  const id = await withProvider(() =>
    deps.payments.ensurePrice({
      lookupKey: `arx_${row.product.slug}_${row.price.billingInterval}_${row.price.currency}_${row.price.amountCents}`,
      productName: row.product.name,
      productNames: { en: row.product.name, es: planNameIn('es', row.product.name, row.product.translations) },
      amountCents: row.price.amountCents,
      currency: row.price.currency,
      interval: row.price.billingInterval,
    }),
  );
  await deps.db.update(prices).set({ stripePriceId: id, updatedAt: new Date() }).where(eq(prices.id, row.price.id));
  return id;
}

/** Every plan we sell exists at the provider, so its portal can offer a change to any of them. */
export async function ensureAllProviderPrices(deps: PaymentDeps): Promise<void> {
  const rows = await deps.db
    .select({ price: prices, product: products })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(and(eq(products.active, true), eq(prices.active, true)));
  for (const row of rows) await providerPriceFor(deps, row);
}
