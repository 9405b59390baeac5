import { describe, expect, it } from 'vitest';
import { expectReadableEmail } from './expect-email';
import { type RefundIssuedEmailProps, renderRefundIssuedEmail } from './refund-issued-email';

function refundProps(overrides: Partial<RefundIssuedEmailProps> = {}): RefundIssuedEmailProps {
  return { firstName: 'Dana', amount: 99, billingUrl: 'https://app.arx.test/dashboard/billing', ...overrides };
}

describe('renderRefundIssuedEmail', () => {
  it('says how much goes back to the card used and when it usually shows up', async () => {
    const email = await renderRefundIssuedEmail(refundProps());

    expect(email.subject).toBe('Your refund of $99.00 is on its way');
    expectReadableEmail(email, {
      facts: ['$99.00', 'the card you paid with', '5–10 business days'],
      links: [['View billing', 'https://app.arx.test/dashboard/billing']],
    });
    expect(email.text).not.toMatch(/Invoices?:/);
  });

  it('when the refund pays back invoices, then it names them', async () => {
    const one = await renderRefundIssuedEmail(refundProps({ invoiceNumbers: ['ARX-2027-0042'] }));
    const two = await renderRefundIssuedEmail(refundProps({ invoiceNumbers: ['ARX-2027-0042', 'ARX-2027-0043'] }));

    expectReadableEmail(one, { facts: ['Invoice: ARX-2027-0042'], links: [] });
    expectReadableEmail(two, { facts: ['Invoices: ARX-2027-0042, ARX-2027-0043'], links: [] });
  });
});
