import { describe, expect, it } from 'vitest';
import type { PriceRecord } from './products.repository';
import { toPrice } from './products.service';

const monthly: PriceRecord = {
  id: 1,
  productId: 1,
  billingInterval: 'month',
  amountCents: 999,
  currency: 'usd',
  stripePriceId: null,
  trialDays: 0,
  active: true,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
};

describe('toPrice: the renewal terms beside a price', () => {
  it('names the charge today without a trial, in the language asked', () => {
    expect(toPrice(monthly, 'en').renewal_terms).toMatch(/^\$9\.99 today, then every month\. /);
    expect(toPrice(monthly, 'es').renewal_terms).toMatch(/^Paga \$9\.99 hoy y luego \$9\.99 cada mes\. /);
  });

  it('names the free trial first when the price has one', () => {
    const trial = { ...monthly, trialDays: 7 };
    expect(toPrice(trial, 'en').renewal_terms).toMatch(/^Free for 7 days, then \$9\.99 every month\. /);
    expect(toPrice(trial, 'es').renewal_terms).toMatch(/^Gratis por 7 días; luego paga \$9\.99 cada mes\. /);
  });
});
