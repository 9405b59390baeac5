import { describe, expect, it } from 'vitest';
import { renderCancellationConfirmedEmail } from './cancellation-confirmed-email';
import { expectNoEnglishIn, expectReadableEmail } from './expect-email';

const base = {
  locale: 'en',
  firstName: 'Dana',
  planName: 'Individual',
  plansUrl: 'https://app.arx.test/plans',
  timeZone: 'America/New_York',
} as const;
const endsAt = new Date('2027-03-03T17:00:00Z');

describe('renderCancellationConfirmedEmail', () => {
  it('when cancelled at period end, then the card works until then, nothing more is charged, and keeping it is offered', async () => {
    const email = await renderCancellationConfirmedEmail({
      ...base,
      endsAtPeriodEnd: true,
      endsAt,
      keepUrl: 'https://app.arx.test/dashboard?dialog=keep',
    });

    expect(email.subject).toBe('Your cancellation is confirmed');
    expectReadableEmail(email, {
      facts: ['Individual', 'keeps working until March 3, 2027', "won't be charged again", 'Keep my membership'],
      links: [
        ['Keep my membership', 'https://app.arx.test/dashboard?dialog=keep'],
        ['See plans', 'https://app.arx.test/plans'],
      ],
    });
  });

  it('when cancelled at period end without a keep link, then it points to the dashboard in words', async () => {
    const email = await renderCancellationConfirmedEmail({ ...base, endsAtPeriodEnd: true, endsAt });

    expectReadableEmail(email, {
      facts: ['choose "Keep my membership" on your dashboard'],
      links: [['See plans', 'https://app.arx.test/plans']],
    });
    expect(email.html).not.toContain('dialog=keep');
  });

  it('when the membership ended at once, then it says it ended today and offers to rejoin', async () => {
    const email = await renderCancellationConfirmedEmail({ ...base, endsAtPeriodEnd: false, endsAt });

    expect(email.subject).toBe('Your cancellation is confirmed');
    expectReadableEmail(email, {
      facts: ['Individual', 'has ended today, March 3, 2027', "won't be charged again"],
      links: [['Rejoin ARX Savings Club', 'https://app.arx.test/plans']],
    });
    expect(email.text).not.toContain('Keep my membership');
  });

  describe('when the member reads Spanish', () => {
    const spanish = { ...base, locale: 'es', plansUrl: 'https://app.arx.test/es/register?step=plans' } as const;

    it('when cancelled at period end, then until when the card works, no more charges and keeping it are in Spanish', async () => {
      const props = {
        ...spanish,
        endsAtPeriodEnd: true,
        endsAt,
        keepUrl: 'https://app.arx.test/es/dashboard',
      } as const;
      const email = await renderCancellationConfirmedEmail(props);

      expect(email.subject).toBe('Su cancelación está confirmada');
      expectReadableEmail(email, {
        locale: 'es',
        heading: 'Su cancelación está confirmada',
        facts: [
          'Hola, Dana: canceló su plan Individual.',
          'Su tarjeta de ahorro sigue funcionando hasta el 3 de marzo de 2027, y no se le cobrará nada más.',
          'Tarjeta de ahorro válida hasta: 3 de marzo de 2027',
          'Próximos cobros: ninguno',
          '¿Cambió de opinión? Hasta el 3 de marzo de 2027, elija "Conservar mi membresía" en Mi cuenta y nada cambia.',
        ],
        links: [
          ['Conservar mi membresía', 'https://app.arx.test/es/dashboard'],
          ['Ver planes', 'https://app.arx.test/es/register?step=plans'],
        ],
      });
      expectNoEnglishIn(email, await renderCancellationConfirmedEmail({ ...props, locale: 'en' }));
    });

    it('when the membership ended at once, then that it ended today and the way back are in Spanish', async () => {
      const props = { ...spanish, endsAtPeriodEnd: false, endsAt } as const;
      const email = await renderCancellationConfirmedEmail(props);

      expect(email.subject).toBe('Su cancelación está confirmada');
      expectReadableEmail(email, {
        locale: 'es',
        heading: 'Su membresía terminó',
        facts: [
          'Hola, Dana: su plan Individual terminó hoy, 3 de marzo de 2027.',
          'Su tarjeta de ahorro ya no funciona y no se le cobrará nada más.',
          'Fecha de fin: hoy, 3 de marzo de 2027',
          'Puede volver cuando quiera.',
        ],
        links: [['Volver a ARX Savings Club', 'https://app.arx.test/es/register?step=plans']],
      });
      expect(email.text).not.toContain('Conservar mi membresía');
      expectNoEnglishIn(email, await renderCancellationConfirmedEmail({ ...props, locale: 'en' }));
    });
  });
});
