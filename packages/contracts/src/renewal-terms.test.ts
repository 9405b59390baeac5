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

  it('says one free day in the singular', () => {
    expect(renewalTerms({ amount: 2.99, interval: 'week', trialDays: 1 })).toMatch(
      /^Free for 1 day, then \$2\.99 every week\./,
    );
  });

  it('is in English unless another language is asked for', () => {
    const input = { amount: 9.99, interval: 'month', trialDays: 0 } as const;
    expect(renewalTerms(input, 'en')).toBe(renewalTerms(input));
  });

  describe('in Spanish', () => {
    it('states the price, the interval and how to cancel, in Spanish words and US dollars', () => {
      const text = renewalTerms({ amount: 1234.5, interval: 'year', trialDays: 0 }, 'es');
      expect(text).toMatch(/^Paga \$1,234\.50 hoy y luego \$1,234\.50 cada año\./);
      expect(text).toContain('Su membresía se renueva automáticamente hasta que usted la cancele.');
      expect(text).toContain('30 días antes de cada renovación anual');
      expect(text).toContain('dentro de los 30 días siguientes a su primer pago');
      expect(text).toContain('su tarjeta de ahorro sigue funcionando hasta el final del período que pagó');
    });

    it('names the free days first, one day in the singular, and no yearly notice for a monthly plan', () => {
      expect(renewalTerms({ amount: 9.99, interval: 'month', trialDays: 7 }, 'es')).toMatch(
        /^Gratis por 7 días; luego paga \$9\.99 cada mes\./,
      );
      const oneDay = renewalTerms({ amount: 9.99, interval: 'week', trialDays: 1 }, 'es');
      expect(oneDay).toMatch(/^Gratis por 1 día; luego paga \$9\.99 cada semana\./);
      expect(oneDay).not.toContain('renovación anual');
    });

    it('has no English sentence left in it', () => {
      const text = renewalTerms({ amount: 99, interval: 'year', trialDays: 30 }, 'es');
      for (const english of ['today', 'then', 'every', 'Your membership', 'Cancel', 'refunded', 'card works']) {
        expect(text).not.toContain(english);
      }
    });
  });

  it('has a dated version', () => {
    expect(RENEWAL_TERMS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
