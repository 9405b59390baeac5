import { describe, expect, it } from 'vitest';
import { expectNoEnglishIn, expectReadableEmail } from './expect-email';
import { type RenewalNoticeEmailProps, renderRenewalNoticeEmail } from './renewal-notice-email';

function renewalNoticeProps(overrides: Partial<RenewalNoticeEmailProps> = {}): RenewalNoticeEmailProps {
  return {
    locale: 'en',
    firstName: 'Dana',
    planName: 'Partner/Pet',
    renewsAt: new Date('2027-03-03T17:00:00Z'),
    amount: 149,
    cancelUrl: 'https://app.arx.test/dashboard?dialog=cancel',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

describe('renderRenewalNoticeEmail', () => {
  it('states the date, amount and plan, that renewal is automatic, and that cancelling keeps the card to the end of the year', async () => {
    const email = await renderRenewalNoticeEmail(renewalNoticeProps());

    expect(email.subject).toBe('Your membership renews on March 3, 2027');
    expectReadableEmail(email, {
      facts: [
        'Partner/Pet',
        'March 3, 2027',
        '$149.00',
        'renews automatically',
        'cancel in one click',
        'keeps working until the end of the year you have paid for',
      ],
      links: [['Cancel my membership', 'https://app.arx.test/dashboard?dialog=cancel']],
    });
  });

  it('when the renewal instant is already the next day in UTC, then a member in Los Angeles reads their own day, as the app shows it', async () => {
    const email = await renderRenewalNoticeEmail(
      renewalNoticeProps({ renewsAt: new Date('2027-11-24T02:00:00Z'), timeZone: 'America/Los_Angeles' }),
    );

    expect(email.subject).toBe('Your membership renews on November 23, 2027');
    expectReadableEmail(email, { facts: ['renews automatically on November 23, 2027'], links: [] });
    expect(`${email.html}${email.text}`).not.toContain('November 24');
  });

  it('makes cancelling the button, not a link in the small print', async () => {
    const email = await renderRenewalNoticeEmail(renewalNoticeProps());

    const buttons = email.html.match(/<a [^>]*href="[^"]*"[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toContain('href="https://app.arx.test/dashboard?dialog=cancel"');
    expect(buttons[0]).toContain('padding');
  });

  it('when the member reads Spanish, then the date, the amount, the automatic renewal and the way out are in Spanish', async () => {
    const spanish = renewalNoticeProps({
      locale: 'es',
      planName: 'Pareja/Mascota',
      cancelUrl: 'https://app.arx.test/es/billing?cancel=1',
    });
    const email = await renderRenewalNoticeEmail(spanish);

    expect(email.subject).toBe('Su membresía se renueva el 3 de marzo de 2027');
    expectReadableEmail(email, {
      locale: 'es',
      heading: 'Su membresía se renueva pronto',
      facts: [
        'Hola, Dana: su plan Pareja/Mascota anual se renueva automáticamente el 3 de marzo de 2027.',
        'Plan: Pareja/Mascota, anual',
        'Fecha de renovación: 3 de marzo de 2027',
        'Importe: $149.00 al año',
        'El 3 de marzo de 2027 le cobraremos $149.00 a su tarjeta de pago por otro año.',
        'cancele con un clic antes del 3 de marzo de 2027',
        'su tarjeta de ahorro seguirá funcionando hasta el final del año que ya pagó, el 3 de marzo de 2027.',
      ],
      links: [['Cancelar mi membresía', 'https://app.arx.test/es/billing?cancel=1']],
    });
    expectNoEnglishIn(email, await renderRenewalNoticeEmail({ ...spanish, locale: 'en' }));
  });
});
