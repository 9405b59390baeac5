import { describe, expect, it } from 'vitest';
import { buildPlans, buildProduct } from '../../testing/factories';
import {
  checkoutReturnPath,
  effectiveMonthlyCost,
  isPopularPlan,
  parseInterval,
  priceForInterval,
  resolveCheckoutIntent,
  splitBold,
} from './plan-selection';

describe('parseInterval', () => {
  it('accepts only year or month', () => {
    expect(parseInterval('year')).toBe('year');
    expect(parseInterval('month')).toBe('month');
    for (const value of ['week', 'day', 'YEAR', '', ' month', null]) expect(parseInterval(value)).toBeNull();
  });
});

describe('priceForInterval', () => {
  it('picks the active price of the chosen interval', () => {
    const plan = buildProduct({ monthly: 10 });
    expect(priceForInterval(plan, 'month')?.price_per_unit).toBe(10);
    expect(priceForInterval(plan, 'year')?.price_per_unit).toBe(110);
  });

  it('ignores inactive prices', () => {
    const plan = buildProduct({ monthly: 10 });
    plan.prices = plan.prices.map((p) => (p.billing_interval === 'year' ? { ...p, active: false } : p));
    expect(priceForInterval(plan, 'year')).toBeNull();
  });
});

describe('effectiveMonthlyCost', () => {
  it('divides yearly by 12, multiplies weekly by 4.33 and daily by 30.44', () => {
    const [price] = buildProduct().prices;
    expect(effectiveMonthlyCost({ ...price!, billing_interval: 'year', price_per_unit: 274.89 })).toBe(22.91);
    expect(effectiveMonthlyCost({ ...price!, billing_interval: 'month', price_per_unit: 24.99 })).toBe(24.99);
    expect(effectiveMonthlyCost({ ...price!, billing_interval: 'week', price_per_unit: 10 })).toBe(43.3);
    expect(effectiveMonthlyCost({ ...price!, billing_interval: 'day', price_per_unit: 1 })).toBe(30.44);
  });
});

describe('isPopularPlan', () => {
  it('marks the family plan popular', () => {
    expect(isPopularPlan(buildProduct({ name: 'Family', plan_type: 'family' }))).toBe(true);
    expect(isPopularPlan(buildProduct({ name: 'Individual', plan_type: 'individual' }))).toBe(false);
    expect(isPopularPlan(buildProduct({ name: 'Starter', popular: true }))).toBe(true);
  });
});

describe('checkoutReturnPath', () => {
  it('carries the plan id and interval back to /register', () => {
    expect(checkoutReturnPath(7, 'year')).toBe('/register?productId=7&interval=year');
  });
});

describe('resolveCheckoutIntent', () => {
  const plans = buildPlans();
  const family = plans[2]!;
  const intent = (query: string) => resolveCheckoutIntent(new URLSearchParams(query), plans);

  it('is none without both productId and interval', () => {
    expect(intent('')).toEqual({ kind: 'none' });
    expect(intent(`productId=${family.id}`)).toEqual({ kind: 'none' });
    expect(intent('interval=year')).toEqual({ kind: 'none' });
  });

  it('is ready for a loaded plan and a valid interval', () => {
    expect(intent(`productId=${family.id}&interval=year`)).toEqual({
      kind: 'ready',
      product: family,
      interval: 'year',
    });
  });

  it('is invalid for an unknown, non-integer or partly numeric productId', () => {
    for (const id of ['999999', 'abc', `${family.id}.5`, `${family.id}x`, '-1']) {
      expect(intent(`productId=${id}&interval=month`).kind).toBe('invalid');
    }
  });

  it('is invalid for an interval other than year or month', () => {
    expect(intent(`productId=${family.id}&interval=week`)).toMatchObject({ kind: 'invalid' });
  });
});

describe('splitBold', () => {
  it('splits **bold** runs from plain text', () => {
    expect(splitBold('**Save up to 85%** on prescriptions')).toEqual([
      { text: 'Save up to 85%', isBold: true },
      { text: ' on prescriptions', isBold: false },
    ]);
    expect(splitBold('Each member gets **their own card**, **free**')).toEqual([
      { text: 'Each member gets ', isBold: false },
      { text: 'their own card', isBold: true },
      { text: ', ', isBold: false },
      { text: 'free', isBold: true },
    ]);
  });

  it('leaves text without markers, or with unmatched markers, as plain text', () => {
    expect(splitBold('plain')).toEqual([{ text: 'plain', isBold: false }]);
    expect(splitBold('a ** b')).toEqual([{ text: 'a ** b', isBold: false }]);
  });
});
