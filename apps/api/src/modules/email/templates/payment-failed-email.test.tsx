import { describe, expect, it } from 'vitest';
import { expectNoEnglishIn, expectReadableEmail } from './expect-email';
import { type PaymentFailedEmailProps, renderPaymentFailedEmail } from './payment-failed-email';

function paymentFailedProps(overrides: Partial<PaymentFailedEmailProps> = {}): PaymentFailedEmailProps {
  return {
    locale: 'en',
    firstName: 'Dana',
    planName: 'Individual',
    amount: 9.99,
    billingUrl: 'https://app.arx.test/dashboard/billing',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

describe('renderPaymentFailedEmail', () => {
  it('says the renewal payment failed, what to do, and that the card keeps working meanwhile', async () => {
    const email = await renderPaymentFailedEmail(paymentFailedProps());

    expect(email.subject).toBe("Your payment didn't go through");
    expectReadableEmail(email, {
      facts: [
        'Individual',
        '$9.99',
        'did not go through',
        'update your payment card',
        'keeps working while you fix this',
      ],
      links: [['Update my payment card', 'https://app.arx.test/dashboard/billing']],
    });
  });

  it('when a grace date is given, then it says the card works until that date', async () => {
    const email = await renderPaymentFailedEmail(paymentFailedProps({ graceUntil: new Date('2027-03-17T17:00:00Z') }));

    expectReadableEmail(email, { facts: ['keeps working until March 17, 2027'], links: [] });
    expect(email.text).not.toContain('while you fix this');
  });

  it('when the member reads Spanish, then it says in Spanish what failed, what to do and until when the card works', async () => {
    const spanish = paymentFailedProps({ locale: 'es', billingUrl: 'https://app.arx.test/es/billing' });
    const withGrace = { ...spanish, graceUntil: new Date('2027-03-17T17:00:00Z') };
    const email = await renderPaymentFailedEmail(withGrace);

    expect(email.subject).toBe('No pudimos procesar su pago');
    expectReadableEmail(email, {
      locale: 'es',
      facts: [
        'Hola, Dana: intentamos cobrar $9.99 para renovar su plan Individual, pero no pudimos procesar el pago.',
        'Importe pendiente: $9.99',
        'Tarjeta de ahorro válida hasta: 17 de marzo de 2027',
        'Actualice su tarjeta de pago en Facturación y volveremos a intentar el cobro.',
        'Su tarjeta de ahorro sigue funcionando hasta el 17 de marzo de 2027',
      ],
      links: [['Actualizar mi tarjeta de pago', 'https://app.arx.test/es/billing']],
    });
    expectNoEnglishIn(email, await renderPaymentFailedEmail({ ...withGrace, locale: 'en' }));

    const withoutGrace = await renderPaymentFailedEmail(spanish);
    expectReadableEmail(withoutGrace, {
      locale: 'es',
      facts: ['Su tarjeta de ahorro sigue funcionando mientras lo resuelve.'],
      links: [],
    });
    expectNoEnglishIn(withoutGrace, await renderPaymentFailedEmail({ ...spanish, locale: 'en' }));
  });
});
