import { centsToDollars, formatUsd, monthlyCost, type Price, type Product, roundedPercent } from '@arx/contracts';
import type { Database } from '../../db/client';
import { findActiveProducts, type PriceRecord, type ProductRecord } from './products.repository';

export function toPrice(p: PriceRecord): Price {
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

export function toProduct(product: ProductRecord, priceRows: PriceRecord[]): Product {
  const savings = yearlySavings(priceRows);
  return {
    id: product.id,
    name: product.name,
    plan_type: product.planType,
    description: product.description,
    max_members: product.maxMembers,
    family_plan_eligible: product.maxMembers > 1,
    popular: product.popular,
    features: product.features,
    prices: priceRows.map(toPrice),
    yearly_savings: centsToDollars(savings.cents),
    yearly_savings_percentage: savings.percent,
    deal_text: product.dealText,
    cta_text: product.ctaText,
    cta_button_color: product.ctaButtonColor,
  };
}

export async function listProducts(db: Database): Promise<Product[]> {
  const rows = await findActiveProducts(db);
  return rows.map(({ product, prices }) => toProduct(product, prices));
}
