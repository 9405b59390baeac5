import { describe, expect, it } from 'vitest';
import { bestSavings, formatUsd, monthlyCost, roundedPercent } from './money';

describe('money rules', () => {
  it('formats US dollars with two decimals', () => {
    expect(formatUsd(4)).toBe('$4.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('computes savings as max cash minus min member price, never below zero', () => {
    const result = bestSavings([
      { cash_price: 40, member_price: 12.5 },
      { cash_price: 100, member_price: 30 },
    ]);
    expect(result).toEqual({
      max_cash_price: 100,
      min_membership_price: 12.5,
      savings_amount: 87.5,
      savings_percentage: 88,
    });
    expect(bestSavings([{ cash_price: 10, member_price: 12 }])?.savings_amount).toBe(0);
    expect(bestSavings([])).toBeNull();
  });

  it('rounds percents and treats a zero whole as zero', () => {
    expect(roundedPercent(1, 3)).toBe(33);
    expect(roundedPercent(2, 3)).toBe(67);
    expect(roundedPercent(5, 0)).toBe(0);
  });

  it('converts each billing interval to a monthly cost', () => {
    expect(monthlyCost(120, 'year')).toBe(10);
    expect(monthlyCost(10, 'week')).toBe(43.3);
    expect(monthlyCost(1, 'day')).toBe(30.44);
    expect(monthlyCost(9.99, 'month')).toBe(9.99);
  });
});
