import { Text } from '@react-email/components';
import { formatDollars, type InEachLanguage, type Locale } from '../../../lib/i18n/languages';
import { type RenderedEmail, renderEmail } from '../render-email';
import { pluralIn } from './email-formats';
import { ActionButton, EmailLayout, textStyle } from './email-layout';
import { type Fact, FactList } from './fact-list';

export type RefundIssuedEmailProps = {
  locale: Locale;
  firstName: string;
  /** Dollars refunded. */
  amount: number;
  /** The invoices the refund pays back, when known. */
  invoiceNumbers?: ReadonlyArray<string>;
  billingUrl: string;
};

const WORDS: InEachLanguage<{
  subject: (amount: string) => string;
  preview: (amount: string) => string;
  heading: string;
  intro: (p: { firstName: string; amount: string }) => string;
  amountRefunded: string;
  invoice: { one: string; other: string };
  whenItShows: string;
  viewBilling: string;
}> = {
  en: {
    subject: (amount) => `Your refund of ${amount} is on its way`,
    preview: (amount) => `${amount} back to the card you paid with`,
    heading: 'Your refund is on its way',
    intro: ({ firstName, amount }) => `Hi ${firstName}, we have refunded ${amount} to the card you paid with.`,
    amountRefunded: 'Amount refunded',
    invoice: { one: 'Invoice', other: 'Invoices' },
    whenItShows: 'Refunds usually show up on your card statement within 5–10 business days, depending on your bank.',
    viewBilling: 'View billing',
  },
  es: {
    subject: (amount) => `Su reembolso de ${amount} está en camino`,
    preview: (amount) => `${amount} de vuelta a la tarjeta con la que pagó`,
    heading: 'Su reembolso está en camino',
    intro: ({ firstName, amount }) => `Hola, ${firstName}: le reembolsamos ${amount} a la tarjeta con la que pagó.`,
    amountRefunded: 'Importe reembolsado',
    invoice: { one: 'Factura', other: 'Facturas' },
    whenItShows:
      'Los reembolsos suelen aparecer en el estado de cuenta de su tarjeta en un plazo de 5 a 10 días hábiles, según su banco.',
    viewBilling: 'Ver facturación',
  },
};

/** Sent when a refund is made: how much, for what, and when to expect it, so the member does not have to ask. */
export function RefundIssuedEmail(props: RefundIssuedEmailProps) {
  const { locale } = props;
  const words = WORDS[locale];
  const amount = formatDollars(locale, props.amount);
  const invoices = props.invoiceNumbers ?? [];
  const facts: Fact[] = [[words.amountRefunded, amount]];
  if (invoices.length > 0) facts.push([pluralIn(locale, invoices.length, words.invoice), invoices.join(', ')]);
  return (
    <EmailLayout locale={locale} preview={words.preview(amount)} heading={words.heading}>
      <Text style={textStyle}>{words.intro({ firstName: props.firstName, amount })}</Text>
      <FactList facts={facts} />
      <Text style={textStyle}>{words.whenItShows}</Text>
      <ActionButton href={props.billingUrl}>{words.viewBilling}</ActionButton>
    </EmailLayout>
  );
}

export function renderRefundIssuedEmail(props: RefundIssuedEmailProps): Promise<RenderedEmail> {
  return renderEmail(
    WORDS[props.locale].subject(formatDollars(props.locale, props.amount)),
    <RefundIssuedEmail {...props} />,
  );
}
