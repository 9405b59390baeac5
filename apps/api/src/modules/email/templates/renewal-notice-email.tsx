import { Text } from '@react-email/components';
import { formatDollars, type InEachLanguage, type Locale } from '../../../lib/i18n/languages';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate, perInterval } from './email-formats';
import { ActionButton, EmailLayout, textStyle } from './email-layout';
import { FactList } from './fact-list';

export type RenewalNoticeEmailProps = {
  locale: Locale;
  firstName: string;
  planName: string;
  /** The day the paid year ends and the next one is charged. */
  renewsAt: Date;
  /** The member's IANA time zone: every date is the day it is there (email-formats.ts). */
  timeZone: string;
  /** Dollars charged for the next year. */
  amount: number;
  /** The dashboard's cancel dialog, so cancelling takes one click. */
  cancelUrl: string;
};

type Facts = { firstName: string; planName: string; renewalDate: string; amount: string };

const WORDS: InEachLanguage<{
  subject: (renewalDate: string) => string;
  preview: (amount: string) => string;
  heading: string;
  intro: (p: Facts) => string;
  plan: string;
  yearlyPlan: (planName: string) => string;
  renewsOn: string;
  amount: string;
  willCharge: (p: Facts) => string;
  ifNot: (p: Facts) => string;
  cancel: string;
}> = {
  en: {
    subject: (renewalDate) => `Your membership renews on ${renewalDate}`,
    preview: (amount) => `${amount} for another year, charged automatically`,
    heading: 'Your membership renews soon',
    intro: ({ firstName, planName, renewalDate }) =>
      `Hi ${firstName}, your yearly ${planName} plan renews automatically on ${renewalDate}.`,
    plan: 'Plan',
    yearlyPlan: (planName) => `${planName}, yearly`,
    renewsOn: 'Renews on',
    amount: 'Amount',
    willCharge: ({ renewalDate, amount }) =>
      `On ${renewalDate} we will charge ${amount} to your payment card for another year. To keep your membership, you don't need to do anything.`,
    ifNot: ({ renewalDate }) =>
      `If you don't want it to renew, cancel in one click before ${renewalDate}. You won't be charged again, and your membership card keeps working until the end of the year you have paid for, ${renewalDate}.`,
    cancel: 'Cancel my membership',
  },
  es: {
    subject: (renewalDate) => `Su membresía se renueva el ${renewalDate}`,
    preview: (amount) => `${amount} por otro año, con cobro automático`,
    heading: 'Su membresía se renueva pronto',
    intro: ({ firstName, planName, renewalDate }) =>
      `Hola, ${firstName}: su plan ${planName} anual se renueva automáticamente el ${renewalDate}.`,
    plan: 'Plan',
    yearlyPlan: (planName) => `${planName}, anual`,
    renewsOn: 'Fecha de renovación',
    amount: 'Importe',
    willCharge: ({ renewalDate, amount }) =>
      `El ${renewalDate} le cobraremos ${amount} a su tarjeta de pago por otro año. Para conservar su membresía, no tiene que hacer nada.`,
    ifNot: ({ renewalDate }) =>
      `Si no desea que se renueve, cancele con un clic antes del ${renewalDate}. No se le volverá a cobrar, y su tarjeta de ahorro seguirá funcionando hasta el final del año que ya pagó, el ${renewalDate}.`,
    cancel: 'Cancelar mi membresía',
  },
};

/**
 * Sent 30 days before a yearly plan renews, as automatic-renewal laws require: the date, the
 * amount, that it renews by itself, and the way out. Cancelling is the button, because that is
 * the only thing this notice asks the member to decide.
 */
export function RenewalNoticeEmail(props: RenewalNoticeEmailProps) {
  const { locale } = props;
  const words = WORDS[locale];
  const facts: Facts = {
    firstName: props.firstName,
    planName: props.planName,
    renewalDate: formatEmailDate(props.renewsAt, props.timeZone, locale),
    amount: formatDollars(locale, props.amount),
  };
  return (
    <EmailLayout locale={locale} preview={words.preview(facts.amount)} heading={words.heading}>
      <Text style={textStyle}>{words.intro(facts)}</Text>
      <FactList
        facts={[
          [words.plan, words.yearlyPlan(facts.planName)],
          [words.renewsOn, facts.renewalDate],
          [words.amount, `${facts.amount} ${perInterval('year', locale)}`],
        ]}
      />
      <Text style={textStyle}>{words.willCharge(facts)}</Text>
      <Text style={textStyle}>{words.ifNot(facts)}</Text>
      <ActionButton href={props.cancelUrl}>{words.cancel}</ActionButton>
    </EmailLayout>
  );
}

export function renderRenewalNoticeEmail(props: RenewalNoticeEmailProps): Promise<RenderedEmail> {
  const renewalDate = formatEmailDate(props.renewsAt, props.timeZone, props.locale);
  return renderEmail(WORDS[props.locale].subject(renewalDate), <RenewalNoticeEmail {...props} />);
}
