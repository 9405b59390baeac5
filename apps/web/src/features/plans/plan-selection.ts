import type { Price, Product } from '@arx/contracts';
import { monthlyCost } from '@arx/contracts/money';

/** The two intervals a visitor can choose on the plan page; the toggle defaults to monthly (docs/product.md §9). */
export type PlanInterval = 'month' | 'year';
export const DEFAULT_INTERVAL: PlanInterval = 'month';

/** The interval query is accepted only as "year" or "month" (docs/product.md §5); anything else is ignored. */
export function parseInterval(value: string | null): PlanInterval | null {
  return value === 'year' || value === 'month' ? value : null;
}

/** The active price a plan charges for an interval, if it has one. */
export function priceForInterval(product: Product, interval: PlanInterval): Price | null {
  return product.prices.find((price) => price.active && price.billing_interval === interval) ?? null;
}

/** What a price costs per month: yearly ÷ 12, weekly × 4.33, daily × 30.44 (docs/product.md §9). */
export function effectiveMonthlyCost(price: Price): number {
  return monthlyCost(price.price_per_unit, price.billing_interval);
}

/** The family plan is the one marked popular (docs/product.md §2, §9). */
export function isPopularPlan(product: Product): boolean {
  return product.popular || product.plan_type === 'family' || product.name.trim().toLowerCase() === 'family';
}

/** Where a visitor comes back to after sign-up (and where a member goes to check out). */
export function checkoutReturnPath(productId: number, interval: PlanInterval): string {
  return `/register?${new URLSearchParams({ productId: String(productId), interval }).toString()}`;
}

type CheckoutIntent =
  | { kind: 'none' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'ready'; product: Product; interval: PlanInterval };

/**
 * Reads the productId + interval a visitor returns with after choosing a plan (docs/product.md §4, §5).
 * productId must be a whole number naming a loaded plan, and the interval year or month;
 * otherwise the intent is invalid and nothing may happen with it.
 */
export function resolveCheckoutIntent(params: URLSearchParams, products: readonly Product[]): CheckoutIntent {
  const rawId = params.get('productId');
  const rawInterval = params.get('interval');
  if (rawId === null || rawInterval === null) return { kind: 'none' };
  const interval = parseInterval(rawInterval);
  if (!interval) return { kind: 'invalid', reason: `interval "${rawInterval}" must be "month" or "year"` };
  const id = /^\d+$/.test(rawId.trim()) ? Number.parseInt(rawId, 10) : Number.NaN;
  const product = products.find((p) => p.id === id);
  if (!product) return { kind: 'invalid', reason: `productId "${rawId}" does not match any available plan` };
  return { kind: 'ready', product, interval };
}

type TextPart = { text: string; isBold: boolean };

/**
 * Splits feature text on **bold** markers. Only bold is supported and the parts are rendered
 * as text nodes, so the API's content can never inject markup.
 */
export function splitBold(markdown: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of markdown.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: markdown.slice(last, match.index), isBold: false });
    parts.push({ text: match[1]!, isBold: true });
    last = match.index + match[0].length;
  }
  if (last < markdown.length) parts.push({ text: markdown.slice(last), isBold: false });
  return parts;
}
