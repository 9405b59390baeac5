import { describe, expect, it } from 'vitest';
import { RENEWAL_TERMS_VERSION, renewalTerms } from './renewal-terms';

describe('renewalTerms', () => {
  it('states the price, the interval and how to cancel, before the member pays', () => {
    const text = renewalTerms({ amount: 99, interval: 'year', trialDays: 0 });
    expect(text).toMatch(/^\$99\.00 today, then every year\./);
    expect(text).toContain('renews automatically until you cancel');
    expect(text).toContain('30 days before each yearly renewal');
    expect(text).toContain('within 30 days of your first payment');
  });

  it('names the free days first when a trial comes before the first charge', () => {
    const text = renewalTerms({ amount: 9.99, interval: 'month', trialDays: 7 });
    expect(text).toMatch(/^Free for 7 days, then \$9\.99 every month\./);
    expect(text).not.toContain('yearly renewal');
  });

  it('has a dated version', () => {
    expect(RENEWAL_TERMS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
