/**
 * Money rules shared by the API and the web app (docs/product.md §3, §9). Amounts travel as numbers of
 * dollars with 2 decimals; the database keeps integer cents.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** "$1,234.50": US English, USD, always 2 decimals. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

/** Percent of `part` in `whole`, rounded to a whole number; 0 when whole is 0. */
export function roundedPercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}

/**
 * Savings over a set of pricings: max(0, max cash price − min member price), and its percent
 * of the max cash price (docs/product.md §9).
 */
export function bestSavings(pricings: ReadonlyArray<{ cash_price: number; member_price: number }>): {
  max_cash_price: number;
  min_membership_price: number;
  savings_amount: number;
  savings_percentage: number;
} | null {
  if (pricings.length === 0) return null;
  const maxCash = Math.max(...pricings.map((p) => p.cash_price));
  const minMember = Math.min(...pricings.map((p) => p.member_price));
  const savingsCents = Math.max(0, dollarsToCents(maxCash) - dollarsToCents(minMember));
  const savings = centsToDollars(savingsCents);
  return {
    max_cash_price: maxCash,
    min_membership_price: minMember,
    savings_amount: savings,
    savings_percentage: roundedPercent(savings, maxCash),
  };
}

/** Effective monthly cost of a price by its billing interval (docs/product.md §9). */
export const MONTHLY_FACTOR = { month: 1, year: 1 / 12, week: 4.33, day: 30.44 } as const;

export function monthlyCost(amount: number, interval: keyof typeof MONTHLY_FACTOR): number {
  return Math.round(amount * MONTHLY_FACTOR[interval] * 100) / 100;
}
