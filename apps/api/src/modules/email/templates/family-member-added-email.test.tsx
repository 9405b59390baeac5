import { describe, expect, it } from 'vitest';
import { expectNoEnglishIn, expectReadableEmail } from './expect-email';
import { renderFamilyMemberAddedEmail } from './family-member-added-email';

describe('renderFamilyMemberAddedEmail', () => {
  it('tells the card holder the new member’s first name, member ID and where their card is', async () => {
    const email = await renderFamilyMemberAddedEmail({
      locale: 'en',
      firstName: 'Dana',
      memberFirstName: 'Sam',
      memberId: 'ARX-000001-02',
      dashboardUrl: 'https://app.arx.test/dashboard',
    });

    expect(email.subject).toBe('A family member was added to your membership');
    expectReadableEmail(email, {
      facts: ['Hi Dana', 'Sam', 'ARX-000001-02', 'their own card on your dashboard'],
      links: [['Open your dashboard', 'https://app.arx.test/dashboard']],
    });
  });

  it('keeps a typed name out of the subject and escapes it in the body', async () => {
    const email = await renderFamilyMemberAddedEmail({
      locale: 'en',
      firstName: 'Dana',
      memberFirstName: '<b>Sam</b>\r\nBcc: x@example.com',
      memberId: 'ARX-000001-02',
      dashboardUrl: 'https://app.arx.test/dashboard',
    });

    expect(email.subject).toBe('A family member was added to your membership');
    expect(email.html).not.toContain('<b>Sam');
  });

  it('when the card holder reads Spanish, then the new member’s first name, member ID and card are told in Spanish', async () => {
    const spanish = {
      locale: 'es',
      firstName: 'Dana',
      memberFirstName: 'Sam',
      memberId: 'ARX-000001-02',
      dashboardUrl: 'https://app.arx.test/es/dashboard',
    } as const;
    const email = await renderFamilyMemberAddedEmail(spanish);

    expect(email.subject).toBe('Se agregó un familiar a su membresía');
    expectReadableEmail(email, {
      locale: 'es',
      heading: 'Sam ya está en su membresía',
      facts: [
        'Hola, Dana: Sam ya forma parte de su membresía, con su propio número de miembro.',
        'Nombre: Sam',
        'Número de miembro: ARX-000001-02',
        'Sam tiene su propia tarjeta de ahorro en Mi cuenta.',
      ],
      links: [['Ir a Mi cuenta', 'https://app.arx.test/es/dashboard']],
    });
    expectNoEnglishIn(email, await renderFamilyMemberAddedEmail({ ...spanish, locale: 'en' }));
  });
});
