import { describe, expect, it } from 'vitest';
import { expectNoEnglishIn, expectReadableEmail } from './expect-email';
import { type PriceChangeEmailProps, renderPriceChangeEmail } from './price-change-email';

function priceChangeProps(overrides: Partial<PriceChangeEmailProps> = {}): PriceChangeEmailProps {
  return {
    locale: 'en',
    firstName: 'Dana',
    planName: 'Individual',
    oldAmount: 99,
    newAmount: 109,
    interval: 'year',
    effectiveAt: new Date('2027-03-03T17:00:00Z'),
    cancelUrl: 'https://app.arx.test/dashboard?dialog=cancel',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

describe('renderPriceChangeEmail', () => {
  it('states both prices, the interval, from which renewal, and how to cancel before then', async () => {
    const email = await renderPriceChangeEmail(priceChangeProps());

    expect(email.subject).toBe('Your membership price is changing');
    expectReadableEmail(email, {
      facts: [
        'Individual',
        '$99.00 per year',
        '$109.00 per year',
        'your renewal on March 3, 2027',
        'cancel in one click before March 3, 2027',
      ],
      links: [['Cancel my membership', 'https://app.arx.test/dashboard?dialog=cancel']],
    });
  });

  it('when the plan is monthly, then both prices are per month', async () => {
    const email = await renderPriceChangeEmail(
      priceChangeProps({ oldAmount: 9.99, newAmount: 10.99, interval: 'month' }),
    );

    expect(email.text).toContain('from $9.99 per month to $10.99 per month');
  });

  it('when the member reads Spanish, then both prices, from when and the way out are in Spanish', async () => {
    const spanish = priceChangeProps({
      locale: 'es',
      oldAmount: 9.99,
      newAmount: 10.99,
      interval: 'month',
      cancelUrl: 'https://app.arx.test/es/billing?cancel=1',
    });
    const email = await renderPriceChangeEmail(spanish);

    expect(email.subject).toBe('El precio de su membresía va a cambiar');
    expectReadableEmail(email, {
      locale: 'es',
      heading: 'Su precio va a cambiar',
      facts: [
        'Hola, Dana: el precio de su plan Individual cambia de $9.99 al mes a $10.99 al mes.',
        'Precio actual: $9.99 al mes',
        'Precio nuevo: $10.99 al mes',
        'Precio nuevo desde: su renovación del 3 de marzo de 2027',
        'Hasta entonces, nada cambia.',
        'cancele con un clic antes del 3 de marzo de 2027',
      ],
      links: [['Cancelar mi membresía', 'https://app.arx.test/es/billing?cancel=1']],
    });
    expectNoEnglishIn(email, await renderPriceChangeEmail({ ...spanish, locale: 'en' }));
  });
});
