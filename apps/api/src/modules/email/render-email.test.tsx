import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email';
import { expectNoEnglishIn, expectReadableEmail } from './templates/expect-email';
import { renderWelcomeEmail, WelcomeEmail, type WelcomeEmailProps } from './templates/welcome-email';

function welcomeProps(overrides: Partial<WelcomeEmailProps> = {}): WelcomeEmailProps {
  return {
    locale: 'en',
    firstName: 'Dana',
    memberId: 'ARX-000001-01',
    groupCode: 'ARXIND',
    bin: '022352',
    dashboardUrl: 'http://localhost:3000/dashboard',
    ...overrides,
  };
}

describe('renderEmail', () => {
  it('renders the welcome e-mail with the card numbers and the dashboard link in both parts', async () => {
    const email = await renderEmail('Welcome to ARX Savings Club', <WelcomeEmail {...welcomeProps()} />);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('ARX-000001-01');
      expect(part).toContain('ARXIND');
      expect(part).toContain('022352');
      expect(part).toContain('It is not insurance.');
    }
    expect(email.html).toContain('href="http://localhost:3000/dashboard"');
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('lang="en"');
    // The text part writes the link out, so a text-only client can follow it.
    expect(email.text).toMatch(/Open your dashboard\s*\[?\s*http:\/\/localhost:3000\/dashboard/);
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('escapes what a member typed (a name is data, never markup)', async () => {
    const email = await renderEmail(
      'Welcome',
      <WelcomeEmail
        locale="en"
        firstName={'<img src=x onerror=alert(1)>'}
        memberId="ARX-1"
        groupCode="G"
        bin="1"
        dashboardUrl="http://x/"
      />,
    );
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;img src=x');
  });

  it('gives the welcome e-mail a plain subject', async () => {
    const email = await renderWelcomeEmail(welcomeProps());

    expect(email.subject).toBe('Welcome to ARX Savings Club');
    expect(email.text).toContain('Member ID: ARX-000001-01');
  });

  it('when the member reads Spanish, then the welcome, the card numbers and the way to the card are in Spanish', async () => {
    const spanish = welcomeProps({ locale: 'es', dashboardUrl: 'http://localhost:3000/es/dashboard' });
    const email = await renderWelcomeEmail(spanish);

    expect(email.subject).toBe('Le damos la bienvenida a ARX Savings Club');
    expectReadableEmail(email, {
      locale: 'es',
      heading: '¡Le damos la bienvenida, Dana!',
      facts: [
        'Su membresía está activa. Estos son los números que necesita la farmacia:',
        'Número de miembro: ARX-000001-01',
        'Grupo: ARXIND',
        'BIN: 022352',
        'presente su tarjeta de ahorro o dé estos números al farmacéutico',
        'Usted paga el precio para miembros',
        'Desde Mi cuenta puede agregar la tarjeta a Apple Wallet o Google Wallet, o imprimirla.',
      ],
      links: [['Ir a Mi cuenta', 'http://localhost:3000/es/dashboard']],
    });
    expectNoEnglishIn(email, await renderWelcomeEmail({ ...spanish, locale: 'en' }));
  });
});
