import { Link, Text } from '@react-email/components';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate } from './email-formats';
import { ActionButton, CLUB, EmailLayout, linkStyle, textStyle } from './email-layout';
import { FactList } from './fact-list';

export type CancellationConfirmedEmailProps = {
  locale: Locale;
  firstName: string;
  planName: string;
  /** The plan page, to rejoin. */
  plansUrl: string;
  /** The member's IANA time zone: every date is the day it is there (email-formats.ts). */
  timeZone: string;
} & (
  | {
      /** Cancelled at the end of the paid period: the card works until `endsAt`. */
      endsAtPeriodEnd: true;
      endsAt: Date;
      /** The dashboard's "Keep my membership" action; without it the e-mail points to the dashboard in words. */
      keepUrl?: string;
    }
  | {
      /** Ended at once: `endsAt` is today. */
      endsAtPeriodEnd: false;
      endsAt: Date;
    }
);

type Facts = { firstName: string; planName: string; endDate: string };

const WORDS: InEachLanguage<{
  subject: string;
  plan: string;
  furtherCharges: string;
  none: string;
  /** Ended at once. */
  ended: {
    preview: (planName: string) => string;
    heading: string;
    intro: (p: Facts) => string;
    ended: string;
    today: (endDate: string) => string;
    welcomeBack: string;
    rejoin: string;
  };
  /** Ends at the end of the paid period. */
  ending: {
    preview: (endDate: string) => string;
    heading: string;
    intro: (p: Facts) => string;
    cardWorksUntil: string;
    changedYourMind: (endDate: string) => string;
    keep: string;
    comeBackLater: string;
    seePlans: string;
  };
}> = {
  en: {
    subject: 'Your cancellation is confirmed',
    plan: 'Plan',
    furtherCharges: 'Further charges',
    none: 'none',
    ended: {
      preview: (planName) => `Your ${planName} plan ended today`,
      heading: 'Your membership has ended',
      intro: ({ firstName, planName, endDate }) =>
        `Hi ${firstName}, your ${planName} plan has ended today, ${endDate}. Your membership card no longer works, and you won't be charged again.`,
      ended: 'Ended',
      today: (endDate) => `today, ${endDate}`,
      welcomeBack: 'You are welcome back any time.',
      rejoin: `Rejoin ${CLUB}`,
    },
    ending: {
      preview: (endDate) => `Your card works until ${endDate}`,
      heading: 'Your cancellation is confirmed',
      intro: ({ firstName, planName, endDate }) =>
        `Hi ${firstName}, you have canceled your ${planName} plan. Your membership card keeps working until ${endDate}, and you won't be charged again.`,
      cardWorksUntil: 'Membership card works until',
      changedYourMind: (endDate) =>
        `Changed your mind? Until ${endDate}, choose "Keep my membership" on your dashboard and nothing changes.`,
      keep: 'Keep my membership',
      comeBackLater: 'Want to come back after that? You can rejoin any time:',
      seePlans: 'See plans',
    },
  },
  es: {
    subject: 'Su cancelación está confirmada',
    plan: 'Plan',
    furtherCharges: 'Próximos cobros',
    none: 'ninguno',
    ended: {
      preview: (planName) => `Su plan ${planName} terminó hoy`,
      heading: 'Su membresía terminó',
      intro: ({ firstName, planName, endDate }) =>
        `Hola, ${firstName}: su plan ${planName} terminó hoy, ${endDate}. Su tarjeta de ahorro ya no funciona y no se le cobrará nada más.`,
      ended: 'Fecha de fin',
      today: (endDate) => `hoy, ${endDate}`,
      welcomeBack: 'Puede volver cuando quiera.',
      rejoin: `Volver a ${CLUB}`,
    },
    ending: {
      preview: (endDate) => `Su tarjeta funciona hasta el ${endDate}`,
      heading: 'Su cancelación está confirmada',
      intro: ({ firstName, planName, endDate }) =>
        `Hola, ${firstName}: canceló su plan ${planName}. Su tarjeta de ahorro sigue funcionando hasta el ${endDate}, y no se le cobrará nada más.`,
      cardWorksUntil: 'Tarjeta de ahorro válida hasta',
      changedYourMind: (endDate) =>
        `¿Cambió de opinión? Hasta el ${endDate}, elija "Conservar mi membresía" en Mi cuenta y nada cambia.`,
      keep: 'Conservar mi membresía',
      comeBackLater: '¿Quiere volver más adelante? Puede unirse de nuevo cuando quiera:',
      seePlans: 'Ver planes',
    },
  },
};

/** Sent when a member cancels: until when the card works, that no more is charged, and the way back. */
export function CancellationConfirmedEmail(props: CancellationConfirmedEmailProps) {
  const { locale } = props;
  const words = WORDS[locale];
  const facts: Facts = {
    firstName: props.firstName,
    planName: props.planName,
    endDate: formatEmailDate(props.endsAt, props.timeZone, locale),
  };
  if (!props.endsAtPeriodEnd) {
    const ended = words.ended;
    return (
      <EmailLayout locale={locale} preview={ended.preview(facts.planName)} heading={ended.heading}>
        <Text style={textStyle}>{ended.intro(facts)}</Text>
        <FactList
          facts={[
            [words.plan, facts.planName],
            [ended.ended, ended.today(facts.endDate)],
            [words.furtherCharges, words.none],
          ]}
        />
        <Text style={textStyle}>{ended.welcomeBack}</Text>
        <ActionButton href={props.plansUrl}>{ended.rejoin}</ActionButton>
      </EmailLayout>
    );
  }
  const { keepUrl } = props;
  const ending = words.ending;
  return (
    <EmailLayout locale={locale} preview={ending.preview(facts.endDate)} heading={ending.heading}>
      <Text style={textStyle}>{ending.intro(facts)}</Text>
      <FactList
        facts={[
          [words.plan, facts.planName],
          [ending.cardWorksUntil, facts.endDate],
          [words.furtherCharges, words.none],
        ]}
      />
      <Text style={textStyle}>{ending.changedYourMind(facts.endDate)}</Text>
      {keepUrl && <ActionButton href={keepUrl}>{ending.keep}</ActionButton>}
      <Text style={textStyle}>
        {ending.comeBackLater}{' '}
        <Link href={props.plansUrl} style={linkStyle}>
          {ending.seePlans}
        </Link>
      </Text>
    </EmailLayout>
  );
}

export function renderCancellationConfirmedEmail(props: CancellationConfirmedEmailProps): Promise<RenderedEmail> {
  return renderEmail(WORDS[props.locale].subject, <CancellationConfirmedEmail {...props} />);
}
