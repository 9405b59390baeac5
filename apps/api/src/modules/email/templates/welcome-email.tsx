import { refundRuleStatement } from '@arx/contracts/refund-rule';
import { Section, Text } from '@react-email/components';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';
import { type RenderedEmail, renderEmail } from '../render-email';
import { ActionButton, CLUB, EmailLayout, textStyle } from './email-layout';

export type WelcomeEmailProps = {
  locale: Locale;
  firstName: string;
  memberId: string;
  groupCode: string;
  bin: string;
  dashboardUrl: string;
};

const WORDS: InEachLanguage<{
  subject: string;
  preview: (memberId: string) => string;
  heading: (firstName: string) => string;
  active: string;
  memberId: string;
  group: string;
  atTheCounter: string;
  wallet: string;
  openDashboard: string;
}> = {
  en: {
    subject: `Welcome to ${CLUB}`,
    preview: (memberId) => `Your member ID is ${memberId}`,
    heading: (firstName) => `Welcome, ${firstName}!`,
    active: 'Your membership is active. These are the numbers the pharmacy needs:',
    memberId: 'Member ID',
    group: 'Group',
    atTheCounter:
      "At the pharmacy counter, show your card or give these numbers to the pharmacist. You pay the member price, or the pharmacy's own cash price if that is lower.",
    wallet: 'Add the card to Apple Wallet or Google Wallet, or print it, from your dashboard.',
    openDashboard: 'Open your dashboard',
  },
  es: {
    subject: `Le damos la bienvenida a ${CLUB}`,
    preview: (memberId) => `Su número de miembro es ${memberId}`,
    heading: (firstName) => `¡Le damos la bienvenida, ${firstName}!`,
    active: 'Su membresía está activa. Estos son los números que necesita la farmacia:',
    memberId: 'Número de miembro',
    group: 'Grupo',
    atTheCounter:
      'En el mostrador de la farmacia, presente su tarjeta de ahorro o dé estos números al farmacéutico. Usted paga el precio para miembros, o el precio en efectivo de la farmacia si es más bajo.',
    wallet: 'Desde Mi cuenta puede agregar la tarjeta a Apple Wallet o Google Wallet, o imprimirla.',
    openDashboard: 'Ir a Mi cuenta',
  },
};

const cardRow = { ...textStyle, fontFamily: 'Menlo, Consolas, monospace', margin: '0 0 6px' } as const;

/** Sent once a membership starts: the card's numbers, how to use them, the refund rule, and the way to the card. */
export function WelcomeEmail({ locale, firstName, memberId, groupCode, bin, dashboardUrl }: WelcomeEmailProps) {
  const words = WORDS[locale];
  return (
    <EmailLayout locale={locale} preview={words.preview(memberId)} heading={words.heading(firstName)}>
      <Text style={textStyle}>{words.active}</Text>
      <Section style={{ backgroundColor: '#f0fdfa', borderRadius: 8, margin: '0 0 16px', padding: '12px 16px' }}>
        <Text style={cardRow}>
          {words.memberId}: {memberId}
        </Text>
        <Text style={cardRow}>
          {words.group}: {groupCode}
        </Text>
        <Text style={{ ...cardRow, margin: 0 }}>BIN: {bin}</Text>
      </Section>
      <Text style={textStyle}>{words.atTheCounter}</Text>
      <Text style={textStyle}>{words.wallet}</Text>
      <Text style={textStyle}>{refundRuleStatement(locale)}</Text>
      <ActionButton href={dashboardUrl}>{words.openDashboard}</ActionButton>
    </EmailLayout>
  );
}

export function renderWelcomeEmail(props: WelcomeEmailProps): Promise<RenderedEmail> {
  return renderEmail(WORDS[props.locale].subject, <WelcomeEmail {...props} />);
}
