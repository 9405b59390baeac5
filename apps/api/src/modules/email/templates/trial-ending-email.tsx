import type { BillingInterval } from '@arx/contracts';
import { Link, Text } from '@react-email/components';
import { formatDollars, type InEachLanguage, type Locale } from '../../../lib/i18n/languages';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate, perInterval } from './email-formats';
import { ActionButton, EmailLayout, linkStyle, textStyle } from './email-layout';
import { FactList } from './fact-list';

export type TrialEndingEmailProps = {
  locale: Locale;
  firstName: string;
  planName: string;
  trialEndsAt: Date;
  /** The member's IANA time zone: every date is the day it is there (email-formats.ts). */
  timeZone: string;
  /** Dollars charged when the trial ends and at each renewal after it. */
  amount: number;
  interval: BillingInterval;
  /** The dashboard's cancel dialog, so cancelling takes one click. */
  cancelUrl: string;
  dashboardUrl: string;
};

type Facts = { firstName: string; planName: string; endDate: string; price: string };

const WORDS: InEachLanguage<{
  subject: (endDate: string) => string;
  preview: (p: Facts) => string;
  heading: string;
  intro: (p: Facts) => string;
  plan: string;
  trialEnds: string;
  priceAfter: string;
  charged: (p: Facts) => string;
  cancelBefore: (p: Facts) => string;
  cancel: string;
  openDashboard: string;
}> = {
  en: {
    subject: (endDate) => `Your free trial ends on ${endDate}`,
    preview: ({ price, endDate }) => `Then ${price}. Cancel before ${endDate} to pay nothing.`,
    heading: 'Your free trial ends soon',
    intro: ({ firstName, planName, endDate }) =>
      `Hi ${firstName}, your free trial of the ${planName} plan ends on ${endDate}.`,
    plan: 'Plan',
    trialEnds: 'Trial ends',
    priceAfter: 'Price after the trial',
    charged: ({ endDate, price }) =>
      `From ${endDate} your membership costs ${price}. It is charged to your payment card automatically and renews until you cancel. To keep your savings, you don't need to do anything.`,
    cancelBefore: ({ endDate }) =>
      `Don't want to continue? Cancel in one click before ${endDate} and you won't be charged:`,
    cancel: 'Cancel my membership',
    openDashboard: 'Open your dashboard',
  },
  es: {
    subject: (endDate) => `Su prueba gratuita termina el ${endDate}`,
    preview: ({ price, endDate }) => `Después, ${price}. Cancele antes del ${endDate} para no pagar nada.`,
    heading: 'Su prueba gratuita termina pronto',
    intro: ({ firstName, planName, endDate }) =>
      `Hola, ${firstName}: su prueba gratuita del plan ${planName} termina el ${endDate}.`,
    plan: 'Plan',
    trialEnds: 'Fin de la prueba',
    priceAfter: 'Precio después de la prueba',
    charged: ({ endDate, price }) =>
      `A partir del ${endDate}, su membresía cuesta ${price}. Se cobra automáticamente a su tarjeta de pago, y la membresía se renueva hasta que usted la cancele. Para seguir ahorrando, no tiene que hacer nada.`,
    cancelBefore: ({ endDate }) =>
      `¿No desea continuar? Cancele con un clic antes del ${endDate} y no se le cobrará nada:`,
    cancel: 'Cancelar mi membresía',
    openDashboard: 'Ir a Mi cuenta',
  },
};

/**
 * Sent 3 days before a free trial ends. Automatic-renewal laws want the first charge and the way
 * to avoid it stated before it happens, so both are in the body, not only behind a link.
 */
export function TrialEndingEmail(props: TrialEndingEmailProps) {
  const { locale } = props;
  const words = WORDS[locale];
  const facts: Facts = {
    firstName: props.firstName,
    planName: props.planName,
    endDate: formatEmailDate(props.trialEndsAt, props.timeZone, locale),
    price: `${formatDollars(locale, props.amount)} ${perInterval(props.interval, locale)}`,
  };
  return (
    <EmailLayout locale={locale} preview={words.preview(facts)} heading={words.heading}>
      <Text style={textStyle}>{words.intro(facts)}</Text>
      <FactList
        facts={[
          [words.plan, facts.planName],
          [words.trialEnds, facts.endDate],
          [words.priceAfter, facts.price],
        ]}
      />
      <Text style={textStyle}>{words.charged(facts)}</Text>
      <Text style={textStyle}>
        {words.cancelBefore(facts)}{' '}
        <Link href={props.cancelUrl} style={linkStyle}>
          {words.cancel}
        </Link>
      </Text>
      <ActionButton href={props.dashboardUrl}>{words.openDashboard}</ActionButton>
    </EmailLayout>
  );
}

export function renderTrialEndingEmail(props: TrialEndingEmailProps): Promise<RenderedEmail> {
  const endDate = formatEmailDate(props.trialEndsAt, props.timeZone, props.locale);
  return renderEmail(WORDS[props.locale].subject(endDate), <TrialEndingEmail {...props} />);
}
