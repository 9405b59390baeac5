import { describe, expect, it } from 'vitest';
import { expectReadableEmail } from './expect-email';
import { type PaymentFailedEmailProps, renderPaymentFailedEmail } from './payment-failed-email';

function paymentFailedProps(overrides: Partial<PaymentFailedEmailProps> = {}): PaymentFailedEmailProps {
  return {
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
});
