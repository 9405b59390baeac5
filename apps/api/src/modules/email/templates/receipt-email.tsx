import { Link, Text } from '@react-email/components';
import { formatDollars, type InEachLanguage, type Locale } from '../../../lib/i18n/languages';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate } from './email-formats';
import { ActionButton, CLUB, EmailLayout, linkStyle, textStyle } from './email-layout';
import { FactList } from './fact-list';

export type ReceiptEmailProps = {
  locale: Locale;
  firstName: string;
  planName: string;
  /** Dollars, e.g. 99 for $99.00. */
  amountPaid: number;
  /** The paid period, as the invoice states it. */
  periodStart: Date;
  periodEnd: Date;
  /** The member's IANA time zone: every date is the day it is there (email-formats.ts). */
  timeZone: string;
  invoiceNumber: string;
  invoiceUrl: string;
  billingUrl: string;
};

const WORDS: InEachLanguage<{
  subject: (amount: string) => string;
  preview: (p: { amount: string; planName: string }) => string;
  heading: string;
  intro: (firstName: string) => string;
  plan: string;
  amountPaid: string;
  period: string;
  invoiceNumber: string;
  viewInvoice: string;
  allInvoicesIn: string;
  billing: string;
}> = {
  en: {
    subject: (amount) => `Your receipt for ${CLUB}: ${amount}`,
    preview: ({ amount, planName }) => `${amount} paid for your ${planName} plan`,
    heading: 'Thanks for your payment',
    intro: (firstName) => `Hi ${firstName}, we received your payment. This is your receipt.`,
    plan: 'Plan',
    amountPaid: 'Amount paid',
    period: 'Period',
    invoiceNumber: 'Invoice number',
    viewInvoice: 'View your invoice',
    allInvoicesIn: 'All your invoices, and the payment card we charge, are in',
    billing: 'Billing',
  },
  es: {
    subject: (amount) => `Su recibo de ${CLUB}: ${amount}`,
    preview: ({ amount, planName }) => `Pago de ${amount} por su plan ${planName}`,
    heading: 'Gracias por su pago',
    intro: (firstName) => `Hola, ${firstName}: recibimos su pago. Este es su recibo.`,
    plan: 'Plan',
    amountPaid: 'Importe pagado',
    period: 'Período',
    invoiceNumber: 'Número de factura',
    viewInvoice: 'Ver su factura',
    allInvoicesIn: 'Todas sus facturas, y la tarjeta de pago con la que le cobramos, están en',
    billing: 'Facturación',
  },
};

/** Sent for every paid invoice: what was paid, for which period, and where the invoice is. */
export function ReceiptEmail(props: ReceiptEmailProps) {
  const { locale, timeZone } = props;
  const words = WORDS[locale];
  const amount = formatDollars(locale, props.amountPaid);
  const period = `${formatEmailDate(props.periodStart, timeZone, locale)} – ${formatEmailDate(props.periodEnd, timeZone, locale)}`;
  return (
    <EmailLayout locale={locale} preview={words.preview({ amount, planName: props.planName })} heading={words.heading}>
      <Text style={textStyle}>{words.intro(props.firstName)}</Text>
      <FactList
        facts={[
          [words.plan, props.planName],
          [words.amountPaid, amount],
          [words.period, period],
          [words.invoiceNumber, props.invoiceNumber],
        ]}
      />
      <ActionButton href={props.invoiceUrl}>{words.viewInvoice}</ActionButton>
      {/* The link ends the sentence: a full stop right after a written-out URL gets taken into it. */}
      <Text style={textStyle}>
        {words.allInvoicesIn}{' '}
        <Link href={props.billingUrl} style={linkStyle}>
          {words.billing}
        </Link>
      </Text>
    </EmailLayout>
  );
}

export function renderReceiptEmail(props: ReceiptEmailProps): Promise<RenderedEmail> {
  const amount = formatDollars(props.locale, props.amountPaid);
  return renderEmail(WORDS[props.locale].subject(amount), <ReceiptEmail {...props} />);
}
