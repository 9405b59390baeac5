import { describe, expect, it } from 'vitest';
import { expectReadableEmail } from './expect-email';
import { type ReceiptEmailProps, renderReceiptEmail } from './receipt-email';

function receiptProps(overrides: Partial<ReceiptEmailProps> = {}): ReceiptEmailProps {
  return {
    firstName: 'Dana',
    planName: 'Individual',
    amountPaid: 99,
    periodStart: new Date('2027-03-03T17:00:00Z'),
    periodEnd: new Date('2028-03-03T17:00:00Z'),
    invoiceNumber: 'ARX-2027-0042',
    invoiceUrl: 'https://app.arx.test/invoices/in_42',
    billingUrl: 'https://app.arx.test/dashboard/billing',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

describe('renderReceiptEmail', () => {
  it('says what was paid, for which plan and period, and links the invoice and billing', async () => {
    const email = await renderReceiptEmail(receiptProps());

    expect(email.subject).toBe('Your receipt for ARX Savings Club: $99.00');
    expectReadableEmail(email, {
      facts: ['Individual', '$99.00', 'March 3, 2027 – March 3, 2028', 'ARX-2027-0042'],
      links: [
        ['View your invoice', 'https://app.arx.test/invoices/in_42'],
        ['Billing', 'https://app.arx.test/dashboard/billing'],
      ],
    });
  });

  it('when the amount has cents and thousands, then it is written as US dollars', async () => {
    const email = await renderReceiptEmail(receiptProps({ amountPaid: 1234.5 }));

    expect(email.subject).toBe('Your receipt for ARX Savings Club: $1,234.50');
    expect(email.text).toContain('Amount paid: $1,234.50');
  });
});
