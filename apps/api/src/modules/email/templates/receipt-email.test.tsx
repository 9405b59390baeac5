import { describe, expect, it } from 'vitest';
import { expectNoEnglishIn, expectReadableEmail } from './expect-email';
import { type ReceiptEmailProps, renderReceiptEmail } from './receipt-email';

function receiptProps(overrides: Partial<ReceiptEmailProps> = {}): ReceiptEmailProps {
  return {
    locale: 'en',
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

  it('when the member reads Spanish, then the receipt is in Spanish, in US dollars, with dates in Spanish words', async () => {
    const spanish = receiptProps({ locale: 'es', amountPaid: 1234.5, billingUrl: 'https://app.arx.test/es/billing' });
    const email = await renderReceiptEmail(spanish);

    expect(email.subject).toBe('Su recibo de ARX Savings Club: $1,234.50');
    expectReadableEmail(email, {
      locale: 'es',
      heading: 'Gracias por su pago',
      facts: [
        'Hola, Dana: recibimos su pago. Este es su recibo.',
        'Importe pagado: $1,234.50',
        'Período: 3 de marzo de 2027 – 3 de marzo de 2028',
        'Número de factura: ARX-2027-0042',
        'Todas sus facturas, y la tarjeta de pago con la que le cobramos, están en',
      ],
      links: [
        ['Ver su factura', 'https://app.arx.test/invoices/in_42'],
        ['Facturación', 'https://app.arx.test/es/billing'],
      ],
    });
    expectNoEnglishIn(email, await renderReceiptEmail({ ...spanish, locale: 'en' }));
  });
});
