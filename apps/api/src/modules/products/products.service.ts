import {
  centsToDollars,
  formatUsd,
  monthlyCost,
  type Price,
  type Product,
  renewalTerms,
  roundedPercent,
} from '@arx/contracts';
import { LOCALES, type Locale } from '@arx/contracts/locales';
import type { Database } from '../../db/client';
import { planWordsIn } from './product-words';
import { findActiveProducts, type PriceRecord, type ProductRecord } from './products.repository';

/**
 * A price as the API shows it. Its renewal terms are worded here, in `locale`, so the page that
 * shows them carries no wording of its own (nor every language's): what a visitor reads beside
 * the price is what the server words and checkout records.
 */
export function toPrice(p: PriceRecord, locale: Locale): Price {
  const amount = centsToDollars(p.amountCents);
  return {
    id: p.id,
    billing_interval: p.billingInterval,
    active: p.active,
    price_per_unit: amount,
    currency: p.currency,
    stripe_price_id: p.stripePriceId,
    monthly_cost: monthlyCost(amount, p.billingInterval),
    formatted_price: formatUsd(amount),
    trial_days: p.trialDays,
    renewal_terms: renewalTerms({ amount, interval: p.billingInterval, trialDays: p.trialDays }, locale),
  };
}

/** What the yearly price saves against twelve monthly payments. */
function yearlySavings(priceRows: PriceRecord[]): { cents: number; percent: number } {
  const monthly = priceRows.find((p) => p.billingInterval === 'month');
  const yearly = priceRows.find((p) => p.billingInterval === 'year');
  if (!monthly || !yearly) return { cents: 0, percent: 0 };
  const twelveMonths = monthly.amountCents * 12;
  const cents = Math.max(0, twelveMonths - yearly.amountCents);
  return { cents, percent: roundedPercent(cents, twelveMonths) };
}

/** A plan as the API shows it, its words in `locale` (product-words.ts). */
export function toProduct(product: ProductRecord, priceRows: PriceRecord[], locale: Locale): Product {
  const savings = yearlySavings(priceRows);
  const words = planWordsIn(product, locale);
  return {
    id: product.id,
    name: words.name,
    plan_type: product.planType,
    description: words.description,
    max_members: product.maxMembers,
    family_plan_eligible: product.maxMembers > 1,
    popular: product.popular,
    features: words.features,
    prices: priceRows.map((price) => toPrice(price, locale)),
    yearly_savings: centsToDollars(savings.cents),
    yearly_savings_percentage: savings.percent,
    deal_text: words.dealText,
    cta_text: words.ctaText,
    cta_button_color: product.ctaButtonColor,
  };
}

/** The active plans in each language, from one read. */
export async function listProductsInEachLanguage(db: Database): Promise<Record<Locale, Product[]>> {
  const rows = await findActiveProducts(db);
  const byLocale = {} as Record<Locale, Product[]>;
  for (const locale of LOCALES) {
    byLocale[locale] = rows.map(({ product, prices }) => toProduct(product, prices, locale));
  }
  return byLocale;
}
