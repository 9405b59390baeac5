import { describe, expect, it } from 'vitest';
import { expectNoEnglishIn, expectReadableEmail } from './expect-email';
import { type RefundIssuedEmailProps, renderRefundIssuedEmail } from './refund-issued-email';

function refundProps(overrides: Partial<RefundIssuedEmailProps> = {}): RefundIssuedEmailProps {
  return {
    locale: 'en',
    firstName: 'Dana',
    amount: 99,
    billingUrl: 'https://app.arx.test/dashboard/billing',
    ...overrides,
  };
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

  it('when the member reads Spanish, then the amount, when it shows up and the invoices are in Spanish, one or many', async () => {
    const spanish = refundProps({ locale: 'es', billingUrl: 'https://app.arx.test/es/billing' });
    const email = await renderRefundIssuedEmail(spanish);

    expect(email.subject).toBe('Su reembolso de $99.00 está en camino');
    expectReadableEmail(email, {
      locale: 'es',
      heading: 'Su reembolso está en camino',
      facts: [
        'Hola, Dana: le reembolsamos $99.00 a la tarjeta con la que pagó.',
        'Importe reembolsado: $99.00',
        'en un plazo de 5 a 10 días hábiles, según su banco.',
      ],
      links: [['Ver facturación', 'https://app.arx.test/es/billing']],
    });
    expectNoEnglishIn(email, await renderRefundIssuedEmail({ ...spanish, locale: 'en' }));

    const one = await renderRefundIssuedEmail({ ...spanish, invoiceNumbers: ['ARX-2027-0042'] });
    const two = await renderRefundIssuedEmail({ ...spanish, invoiceNumbers: ['ARX-2027-0042', 'ARX-2027-0043'] });
    expectReadableEmail(one, { locale: 'es', facts: ['Factura: ARX-2027-0042'], links: [] });
    expectReadableEmail(two, { locale: 'es', facts: ['Facturas: ARX-2027-0042, ARX-2027-0043'], links: [] });
    expect(one.text).not.toContain('Facturas:');
  });
});
