import { Section, Text } from '@react-email/components';
import { type RenderedEmail, renderEmail } from '../render-email';
import { ActionButton, EmailLayout, textStyle } from './email-layout';

export type WelcomeEmailProps = {
  firstName: string;
  memberId: string;
  groupCode: string;
  bin: string;
  dashboardUrl: string;
};

const cardRow = { ...textStyle, fontFamily: 'Menlo, Consolas, monospace', margin: '0 0 6px' } as const;

/** Sent once a membership starts: the card's numbers, how to use them, and the way to the card. */
export function WelcomeEmail({ firstName, memberId, groupCode, bin, dashboardUrl }: WelcomeEmailProps) {
  return (
    <EmailLayout preview={`Your member ID is ${memberId}`} heading={`Welcome, ${firstName}!`}>
      <Text style={textStyle}>Your membership is active. These are the numbers the pharmacy needs:</Text>
      <Section style={{ backgroundColor: '#f0fdfa', borderRadius: 8, margin: '0 0 16px', padding: '12px 16px' }}>
        <Text style={cardRow}>Member ID: {memberId}</Text>
        <Text style={cardRow}>Group: {groupCode}</Text>
        <Text style={{ ...cardRow, margin: 0 }}>BIN: {bin}</Text>
      </Section>
      <Text style={textStyle}>
        At the pharmacy counter, show your card or give these numbers to the pharmacist. You pay the member price, or
        the pharmacy's own cash price if that is lower.
      </Text>
      <Text style={textStyle}>Add the card to Apple Wallet or Google Wallet, or print it, from your dashboard.</Text>
      <ActionButton href={dashboardUrl}>Open your dashboard</ActionButton>
    </EmailLayout>
  );
}

export function renderWelcomeEmail(props: WelcomeEmailProps): Promise<RenderedEmail> {
  return renderEmail('Welcome to ARX Savings Club', <WelcomeEmail {...props} />);
}
