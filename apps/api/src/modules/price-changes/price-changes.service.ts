import { and, eq, isNull } from 'drizzle-orm';
import { priceChanges, prices, products } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { type PaymentDeps, providerPriceFor, withProvider } from '../billing';

/**
 * A new price is announced at least this long before it can apply, so every member on it hears
 * of it 7 to 30 days before their first renewal at the new amount (California's rule for a
 * price change to an automatic renewal).
 */
export const PRICE_CHANGE_NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;

export type PriceChangeDeps = PaymentDeps & { clock: Clock };

/**
 * Schedules a plan price change: new checkouts pay the new amount from `effectiveAt`, and each
 * member on the price is moved to it at their first renewal on or after that day, after a notice
 * (price-change-sweep.ts). The provider's price for the new amount is made now, so both the old
 * and the new one read as this plan while members move over.
 */
export async function schedulePriceChange(
  deps: PriceChangeDeps,
  input: { priceId: number; newAmountCents: number; effectiveAt: Date },
) {
  const [row] = await deps.db
    .select({ price: prices, product: products })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(eq(prices.id, input.priceId));
  if (!row?.price.active) throw AppError.notFound('Price');
  if (!Number.isInteger(input.newAmountCents) || input.newAmountCents <= 0) {
    throw AppError.badRequest('The new amount must be a positive number of cents');
  }
  if (input.newAmountCents === row.price.amountCents) throw AppError.badRequest('The new amount is the current one');
  const earliest = deps.clock.now().getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS;
  if (input.effectiveAt.getTime() < earliest) {
    throw AppError.badRequest(`A price change must be at least ${PRICE_CHANGE_NOTICE_DAYS} days away`);
  }
  const [pending] = await deps.db
    .select({ id: priceChanges.id })
    .from(priceChanges)
    .where(and(eq(priceChanges.priceId, input.priceId), isNull(priceChanges.appliedAt)));
  if (pending) throw new AppError('conflict', 'This price already has a change waiting to apply');

  const oldProviderPriceId = await providerPriceFor(deps, row);
  const { product, price } = row;
  const newProviderPriceId = await withProvider(() =>
    deps.payments.ensurePrice({
      lookupKey: `arx_${product.slug}_${price.billingInterval}_${price.currency}_${input.newAmountCents}`,
      productName: product.name,
      amountCents: input.newAmountCents,
      currency: price.currency,
      interval: price.billingInterval,
    }),
  );
  const [created] = await deps.db
    .insert(priceChanges)
    .values({
      priceId: price.id,
      oldAmountCents: price.amountCents,
      newAmountCents: input.newAmountCents,
      oldProviderPriceId,
      newProviderPriceId,
      effectiveAt: input.effectiveAt,
    })
    .returning();
  return created!;
}
