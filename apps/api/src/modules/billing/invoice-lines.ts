import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prices, products } from '../../db/schema';
import type { ProviderInvoice } from '../../integrations/payments/payment-provider';
import type { Locale } from '../../lib/i18n/languages';
import { describeInvoiceLine } from '../../lib/i18n/plan-words';
import { planNameIn } from '../products';

/**
 * Each invoice's line in the member's language (plan-words.ts), from the plan its price sells, as
 * the plan page names it. An invoice whose price is not one of ours keeps the provider's own line.
 */
export async function invoiceLines(
  db: Database,
  invoices: readonly ProviderInvoice[],
  locale: Locale,
): Promise<string[]> {
  const priceIds = [...new Set(invoices.flatMap((i) => (i.priceId ? [i.priceId] : [])))];
  const rows = priceIds.length
    ? await db
        .select({
          priceId: prices.stripePriceId,
          interval: prices.billingInterval,
          name: products.name,
          translations: products.translations,
        })
        .from(prices)
        .innerJoin(products, eq(products.id, prices.productId))
        .where(inArray(prices.stripePriceId, priceIds))
    : [];
  const plans = new Map(rows.map((row) => [row.priceId, row]));
  return invoices.map((invoice) => {
    const plan = invoice.priceId ? plans.get(invoice.priceId) : undefined;
    if (!plan) return invoice.description;
    return describeInvoiceLine(
      planNameIn(locale, plan.name, plan.translations),
      plan.interval,
      invoice.amountCents,
      locale,
    );
  });
}
