import { describe, expect, it } from 'vitest';
import { expectReadableEmail } from './expect-email';
import { renderFamilyMemberAddedEmail } from './family-member-added-email';

describe('renderFamilyMemberAddedEmail', () => {
  it('tells the card holder the new member’s first name, member ID and where their card is', async () => {
    const email = await renderFamilyMemberAddedEmail({
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
      firstName: 'Dana',
      memberFirstName: '<b>Sam</b>\r\nBcc: x@example.com',
      memberId: 'ARX-000001-02',
      dashboardUrl: 'https://app.arx.test/dashboard',
    });

    expect(email.subject).toBe('A family member was added to your membership');
    expect(email.html).not.toContain('<b>Sam');
  });
});
