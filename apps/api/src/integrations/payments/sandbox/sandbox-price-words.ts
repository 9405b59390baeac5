import type { Database } from '../../../db/client';
import { sandboxPrices } from '../../../db/schema';
import type { Locale } from '../../../lib/i18n/languages';
import { describeInvoiceLine, nameIn } from '../../../lib/i18n/plan-words';

/**
 * What the sandbox's pages need to name a price's plan in the page's language. Its records
 * (subscriptions, invoices) keep the English name they were made with, as a provider's do.
 */
export type PriceWords = {
  productName: string;
  productNames: Partial<Record<Locale, string>> | null;
  interval: string;
};
export type PriceWordsById = ReadonlyMap<string, PriceWords>;

/** Every price the sandbox sells: a handful, read whole for each page. */
export async function loadPriceWords(db: Database): Promise<PriceWordsById> {
  const rows = await db
    .select({
      id: sandboxPrices.id,
      productName: sandboxPrices.productName,
      productNames: sandboxPrices.productNames,
      interval: sandboxPrices.interval,
    })
    .from(sandboxPrices);
  return new Map(rows.map(({ id, ...words }) => [id, words]));
}

/** The plan's name as the app gives it in `locale`, else the name the record keeps. */
export function planNameOf(words: PriceWordsById, priceId: string | null, stored: string, locale: Locale): string {
  const price = priceId ? words.get(priceId) : undefined;
  return nameIn(price?.productNames, stored, locale);
}

/** An invoice's line in `locale` (plan-words.ts); without a known price, the line as stored. */
export function invoiceLineIn(
  words: PriceWordsById,
  invoice: { description: string; priceId: string | null; amountCents: number },
  locale: Locale,
): string {
  const price = invoice.priceId ? words.get(invoice.priceId) : undefined;
  if (!price) return invoice.description;
  const name = nameIn(price.productNames, price.productName, locale);
  return describeInvoiceLine(name, price.interval, invoice.amountCents, locale);
}
