import { Text } from '@react-email/components';
import { formatDollars, type InEachLanguage, type Locale } from '../../../lib/i18n/languages';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate } from './email-formats';
import { ActionButton, EmailLayout, textStyle } from './email-layout';
import { type Fact, FactList } from './fact-list';

export type PaymentFailedEmailProps = {
  locale: Locale;
  firstName: string;
  planName: string;
  /** Dollars the renewal tried to charge. */
  amount: number;
  /** Where the member updates the payment card. */
  billingUrl: string;
  /** The last day the membership card works if the payment is still not made; without it the e-mail names no date. */
  graceUntil?: Date;
  /** The member's IANA time zone: every date is the day it is there (email-formats.ts). */
  timeZone: string;
};

const WORDS: InEachLanguage<{
  /** The subject, and the heading too. */
  title: string;
  preview: string;
  intro: (p: { firstName: string; amount: string; planName: string }) => string;
  plan: string;
  amountDue: string;
  cardWorksUntil: string;
  updateCard: string;
  worksUntil: (date: string) => string;
  worksMeanwhile: string;
  button: string;
}> = {
  en: {
    title: "Your payment didn't go through",
    preview: 'Update your payment card to keep your membership',
    intro: ({ firstName, amount, planName }) =>
      `Hi ${firstName}, we tried to charge ${amount} to renew your ${planName} plan, but the payment did not go through.`,
    plan: 'Plan',
    amountDue: 'Amount due',
    cardWorksUntil: 'Membership card works until',
    updateCard: 'Please update your payment card in Billing, and we will try the payment again.',
    worksUntil: (date) => `Your membership card keeps working until ${date}, so you have time to fix this.`,
    worksMeanwhile: 'Your membership card keeps working while you fix this.',
    button: 'Update my payment card',
  },
  es: {
    title: 'No pudimos procesar su pago',
    preview: 'Actualice su tarjeta de pago para conservar su membresía',
    intro: ({ firstName, amount, planName }) =>
      `Hola, ${firstName}: intentamos cobrar ${amount} para renovar su plan ${planName}, pero no pudimos procesar el pago.`,
    plan: 'Plan',
    amountDue: 'Importe pendiente',
    cardWorksUntil: 'Tarjeta de ahorro válida hasta',
    updateCard: 'Actualice su tarjeta de pago en Facturación y volveremos a intentar el cobro.',
    worksUntil: (date) =>
      `Su tarjeta de ahorro sigue funcionando hasta el ${date}, así que tiene tiempo para resolverlo.`,
    worksMeanwhile: 'Su tarjeta de ahorro sigue funcionando mientras lo resuelve.',
    button: 'Actualizar mi tarjeta de pago',
  },
};

/** Sent when a renewal charge fails: what failed, the one thing to do, and that the card still works meanwhile. */
export function PaymentFailedEmail(props: PaymentFailedEmailProps) {
  const { locale } = props;
  const words = WORDS[locale];
  const amount = formatDollars(locale, props.amount);
  const graceDate = props.graceUntil && formatEmailDate(props.graceUntil, props.timeZone, locale);
  const facts: Fact[] = [
    [words.plan, props.planName],
    [words.amountDue, amount],
  ];
  if (graceDate) facts.push([words.cardWorksUntil, graceDate]);
  return (
    <EmailLayout locale={locale} preview={words.preview} heading={words.title}>
      <Text style={textStyle}>{words.intro({ firstName: props.firstName, amount, planName: props.planName })}</Text>
      <FactList facts={facts} />
      <Text style={textStyle}>{words.updateCard}</Text>
      <Text style={textStyle}>{graceDate ? words.worksUntil(graceDate) : words.worksMeanwhile}</Text>
      <ActionButton href={props.billingUrl}>{words.button}</ActionButton>
    </EmailLayout>
  );
}

export function renderPaymentFailedEmail(props: PaymentFailedEmailProps): Promise<RenderedEmail> {
  return renderEmail(WORDS[props.locale].title, <PaymentFailedEmail {...props} />);
}
