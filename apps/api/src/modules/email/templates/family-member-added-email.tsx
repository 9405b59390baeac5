import { Text } from '@react-email/components';
import { type RenderedEmail, renderEmail } from '../render-email';
import { ActionButton, EmailLayout, textStyle } from './email-layout';
import { FactList } from './fact-list';

/** Only a first name and the new member ID: anything more about the person stays on the dashboard. */
export type FamilyMemberAddedEmailProps = {
  /** The card holder, who gets this e-mail. */
  firstName: string;
  memberFirstName: string;
  memberId: string;
  dashboardUrl: string;
};

/** Sent to the card holder when someone joins their membership. */
export function FamilyMemberAddedEmail(props: FamilyMemberAddedEmailProps) {
  const name = props.memberFirstName;
  return (
    <EmailLayout
      preview={`${name} has their own member ID: ${props.memberId}`}
      heading={`${name} is on your membership`}
    >
      <Text style={textStyle}>
        Hi {props.firstName}, {name} is now on your membership, with their own member ID.
      </Text>
      <FactList
        facts={[
          ['First name', name],
          ['Member ID', props.memberId],
        ]}
      />
      <Text style={textStyle}>
        {name} has their own card on your dashboard. Add it to Apple Wallet or Google Wallet, or print it.
      </Text>
      <ActionButton href={props.dashboardUrl}>Open your dashboard</ActionButton>
    </EmailLayout>
  );
}

// The subject leaves the name out: it shows on lock screens and in inbox lists, and a typed name
// would be the only member-entered text in a mail header.
export function renderFamilyMemberAddedEmail(props: FamilyMemberAddedEmailProps): Promise<RenderedEmail> {
  return renderEmail('A family member was added to your membership', <FamilyMemberAddedEmail {...props} />);
}
