import { describe, expect, it } from 'vitest';
import { expectNoEnglishIn, expectReadableEmail } from './expect-email';
import { renderTrialEndingEmail, type TrialEndingEmailProps } from './trial-ending-email';

function trialEndingProps(overrides: Partial<TrialEndingEmailProps> = {}): TrialEndingEmailProps {
  return {
    locale: 'en',
    firstName: 'Dana',
    planName: 'Family',
    trialEndsAt: new Date('2027-03-03T17:00:00Z'),
    amount: 19.99,
    interval: 'month',
    cancelUrl: 'https://app.arx.test/dashboard?dialog=cancel',
    dashboardUrl: 'https://app.arx.test/dashboard',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

describe('renderTrialEndingEmail', () => {
  it('says when the trial ends, what is charged then, and how to cancel before it in one click', async () => {
    const email = await renderTrialEndingEmail(trialEndingProps());

    expect(email.subject).toBe('Your free trial ends on March 3, 2027');
    expectReadableEmail(email, {
      facts: ['Family', 'March 3, 2027', '$19.99 per month', 'renews until you cancel', 'Cancel in one click before'],
      links: [
        ['Cancel my membership', 'https://app.arx.test/dashboard?dialog=cancel'],
        ['Open your dashboard', 'https://app.arx.test/dashboard'],
      ],
    });
  });

  it('when the trial ends after midnight UTC but before midnight in Los Angeles, then a member there reads their own day', async () => {
    const email = await renderTrialEndingEmail(
      trialEndingProps({ trialEndsAt: new Date('2027-03-04T06:30:00Z'), timeZone: 'America/Los_Angeles' }),
    );

    expect(email.subject).toBe('Your free trial ends on March 3, 2027');
    expectReadableEmail(email, {
      facts: ['ends on March 3, 2027', 'Cancel in one click before March 3, 2027'],
      links: [],
    });
    expect(`${email.html}${email.text}`).not.toContain('March 4');
  });

  it('when the plan is yearly, then the price is per year', async () => {
    const email = await renderTrialEndingEmail(trialEndingProps({ amount: 199, interval: 'year' }));

    expect(email.text).toContain('$199.00 per year');
  });

  it('when the member reads Spanish, then the end of the trial, the price after it and the way out are in Spanish', async () => {
    const spanish = trialEndingProps({
      locale: 'es',
      planName: 'Familiar',
      cancelUrl: 'https://app.arx.test/es/billing?cancel=1',
      dashboardUrl: 'https://app.arx.test/es/dashboard',
    });
    const email = await renderTrialEndingEmail(spanish);

    expect(email.subject).toBe('Su prueba gratuita termina el 3 de marzo de 2027');
    expectReadableEmail(email, {
      locale: 'es',
      heading: 'Su prueba gratuita termina pronto',
      facts: [
        'Hola, Dana: su prueba gratuita del plan Familiar termina el 3 de marzo de 2027.',
        'Fin de la prueba: 3 de marzo de 2027',
        'Precio después de la prueba: $19.99 al mes',
        'la membresía se renueva hasta que usted la cancele',
        '¿No desea continuar? Cancele con un clic antes del 3 de marzo de 2027 y no se le cobrará nada:',
      ],
      links: [
        ['Cancelar mi membresía', 'https://app.arx.test/es/billing?cancel=1'],
        ['Ir a Mi cuenta', 'https://app.arx.test/es/dashboard'],
      ],
    });
    expectNoEnglishIn(email, await renderTrialEndingEmail({ ...spanish, locale: 'en' }));
  });

  it('when the member reads Spanish and the trial ends after midnight UTC, then the day is theirs, in Spanish', async () => {
    const email = await renderTrialEndingEmail(
      trialEndingProps({
        locale: 'es',
        trialEndsAt: new Date('2027-03-04T06:30:00Z'),
        timeZone: 'America/Los_Angeles',
        amount: 199,
        interval: 'year',
      }),
    );

    expect(email.subject).toBe('Su prueba gratuita termina el 3 de marzo de 2027');
    expect(email.text).toContain('$199.00 al año');
    expect(`${email.html}${email.text}`).not.toContain('4 de marzo');
  });
});
