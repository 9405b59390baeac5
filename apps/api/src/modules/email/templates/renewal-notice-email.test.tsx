import { describe, expect, it } from 'vitest';
import { expectReadableEmail } from './expect-email';
import { type RenewalNoticeEmailProps, renderRenewalNoticeEmail } from './renewal-notice-email';

function renewalNoticeProps(overrides: Partial<RenewalNoticeEmailProps> = {}): RenewalNoticeEmailProps {
  return {
    firstName: 'Dana',
    planName: 'Partner/Pet',
    renewsAt: new Date('2027-03-03T00:00:00Z'),
    amount: 149,
    cancelUrl: 'https://app.arx.test/dashboard?dialog=cancel',
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

  it('makes cancelling the button, not a link in the small print', async () => {
    const email = await renderRenewalNoticeEmail(renewalNoticeProps());

    const buttons = email.html.match(/<a [^>]*href="[^"]*"[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toContain('href="https://app.arx.test/dashboard?dialog=cancel"');
    expect(buttons[0]).toContain('padding');
  });
});
