import { Text } from '@react-email/components';
import type { InEachLanguage, Locale } from '../../../lib/i18n/languages';
import { type RenderedEmail, renderEmail } from '../render-email';
import { ActionButton, EmailLayout, textStyle } from './email-layout';
import { FactList } from './fact-list';

/** Only a first name and the new member ID: anything more about the person stays on the dashboard. */
export type FamilyMemberAddedEmailProps = {
  locale: Locale;
  /** The card holder, who gets this e-mail. */
  firstName: string;
  memberFirstName: string;
  memberId: string;
  dashboardUrl: string;
};

type Facts = { firstName: string; name: string; memberId: string };

const WORDS: InEachLanguage<{
  subject: string;
  preview: (p: Facts) => string;
  heading: (p: Facts) => string;
  intro: (p: Facts) => string;
  firstName: string;
  memberId: string;
  theirCard: (p: Facts) => string;
  openDashboard: string;
}> = {
  en: {
    subject: 'A family member was added to your membership',
    preview: ({ name, memberId }) => `${name} has their own member ID: ${memberId}`,
    heading: ({ name }) => `${name} is on your membership`,
    intro: ({ firstName, name }) => `Hi ${firstName}, ${name} is now on your membership, with their own member ID.`,
    firstName: 'First name',
    memberId: 'Member ID',
    theirCard: ({ name }) =>
      `${name} has their own card on your dashboard. Add it to Apple Wallet or Google Wallet, or print it.`,
    openDashboard: 'Open your dashboard',
  },
  es: {
    subject: 'Se agregó un familiar a su membresía',
    preview: ({ name, memberId }) => `${name} tiene su propio número de miembro: ${memberId}`,
    heading: ({ name }) => `${name} ya está en su membresía`,
    intro: ({ firstName, name }) =>
      `Hola, ${firstName}: ${name} ya forma parte de su membresía, con su propio número de miembro.`,
    firstName: 'Nombre',
    memberId: 'Número de miembro',
    theirCard: ({ name }) =>
      `${name} tiene su propia tarjeta de ahorro en Mi cuenta. Agréguela a Apple Wallet o Google Wallet, o imprímala.`,
    openDashboard: 'Ir a Mi cuenta',
  },
};

/** Sent to the card holder when someone joins their membership. */
export function FamilyMemberAddedEmail(props: FamilyMemberAddedEmailProps) {
  const words = WORDS[props.locale];
  const facts: Facts = { firstName: props.firstName, name: props.memberFirstName, memberId: props.memberId };
  return (
    <EmailLayout locale={props.locale} preview={words.preview(facts)} heading={words.heading(facts)}>
      <Text style={textStyle}>{words.intro(facts)}</Text>
      <FactList
        facts={[
          [words.firstName, facts.name],
          [words.memberId, facts.memberId],
        ]}
      />
      <Text style={textStyle}>{words.theirCard(facts)}</Text>
      <ActionButton href={props.dashboardUrl}>{words.openDashboard}</ActionButton>
    </EmailLayout>
  );
}

// The subject leaves the name out: it shows on lock screens and in inbox lists, and a typed name
// would be the only member-entered text in a mail header.
export function renderFamilyMemberAddedEmail(props: FamilyMemberAddedEmailProps): Promise<RenderedEmail> {
  return renderEmail(WORDS[props.locale].subject, <FamilyMemberAddedEmail {...props} />);
}
