import type { BillingInterval } from '@arx/contracts';
import { Text } from '@react-email/components';
import { formatDollars, type InEachLanguage, type Locale } from '../../../lib/i18n/languages';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate, perInterval } from './email-formats';
import { ActionButton, EmailLayout, textStyle } from './email-layout';
import { FactList } from './fact-list';

export type PriceChangeEmailProps = {
  locale: Locale;
  firstName: string;
  planName: string;
  /** Dollars per interval, before and after the change. */
  oldAmount: number;
  newAmount: number;
  interval: BillingInterval;
  /** The first renewal charged at the new price. */
  effectiveAt: Date;
  /** The member's IANA time zone: every date is the day it is there (email-formats.ts). */
  timeZone: string;
  /** The dashboard's cancel dialog, so cancelling takes one click. */
  cancelUrl: string;
};

type Facts = { firstName: string; planName: string; from: string; oldPrice: string; newPrice: string };

const WORDS: InEachLanguage<{
  subject: string;
  preview: (p: Facts) => string;
  heading: string;
  intro: (p: Facts) => string;
  plan: string;
  currentPrice: string;
  newPrice: string;
  newPriceFrom: string;
  yourRenewalOn: (from: string) => string;
  untilThen: (from: string) => string;
  ifNot: (from: string) => string;
  cancel: string;
}> = {
  en: {
    subject: 'Your membership price is changing',
    preview: ({ from, newPrice }) => `From ${from}: ${newPrice}`,
    heading: 'Your price is changing',
    intro: ({ firstName, planName, oldPrice, newPrice }) =>
      `Hi ${firstName}, the price of your ${planName} plan is changing from ${oldPrice} to ${newPrice}.`,
    plan: 'Plan',
    currentPrice: 'Current price',
    newPrice: 'New price',
    newPriceFrom: 'New price from',
    yourRenewalOn: (from) => `your renewal on ${from}`,
    untilThen: (from) => `The new price applies from your renewal on ${from}. Until then, nothing changes.`,
    ifNot: (from) =>
      `If you would rather not continue at the new price, cancel in one click before ${from}. You won't be charged the new price, and your membership card keeps working until the end of the period you have paid for.`,
    cancel: 'Cancel my membership',
  },
  es: {
    subject: 'El precio de su membresía va a cambiar',
    preview: ({ from, newPrice }) => `A partir del ${from}: ${newPrice}`,
    heading: 'Su precio va a cambiar',
    intro: ({ firstName, planName, oldPrice, newPrice }) =>
      `Hola, ${firstName}: el precio de su plan ${planName} cambia de ${oldPrice} a ${newPrice}.`,
    plan: 'Plan',
    currentPrice: 'Precio actual',
    newPrice: 'Precio nuevo',
    newPriceFrom: 'Precio nuevo desde',
    yourRenewalOn: (from) => `su renovación del ${from}`,
    untilThen: (from) =>
      `El precio nuevo se aplica a partir de su renovación del ${from}. Hasta entonces, nada cambia.`,
    ifNot: (from) =>
      `Si prefiere no continuar con el precio nuevo, cancele con un clic antes del ${from}. No se le cobrará el precio nuevo, y su tarjeta de ahorro seguirá funcionando hasta el final del período que ya pagó.`,
    cancel: 'Cancelar mi membresía',
  },
};

/**
 * Sent before a member's price changes. The member agreed to the old price, so the notice says
 * both prices, from when, and how to leave before the new one is charged.
 */
export function PriceChangeEmail(props: PriceChangeEmailProps) {
  const { locale } = props;
  const words = WORDS[locale];
  const per = perInterval(props.interval, locale);
  const facts: Facts = {
    firstName: props.firstName,
    planName: props.planName,
    from: formatEmailDate(props.effectiveAt, props.timeZone, locale),
    oldPrice: `${formatDollars(locale, props.oldAmount)} ${per}`,
    newPrice: `${formatDollars(locale, props.newAmount)} ${per}`,
  };
  return (
    <EmailLayout locale={locale} preview={words.preview(facts)} heading={words.heading}>
      <Text style={textStyle}>{words.intro(facts)}</Text>
      <FactList
        facts={[
          [words.plan, facts.planName],
          [words.currentPrice, facts.oldPrice],
          [words.newPrice, facts.newPrice],
          [words.newPriceFrom, words.yourRenewalOn(facts.from)],
        ]}
      />
      <Text style={textStyle}>{words.untilThen(facts.from)}</Text>
      <Text style={textStyle}>{words.ifNot(facts.from)}</Text>
      <ActionButton href={props.cancelUrl}>{words.cancel}</ActionButton>
    </EmailLayout>
  );
}

export function renderPriceChangeEmail(props: PriceChangeEmailProps): Promise<RenderedEmail> {
  return renderEmail(WORDS[props.locale].subject, <PriceChangeEmail {...props} />);
}
