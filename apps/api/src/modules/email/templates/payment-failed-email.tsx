import { formatUsd } from '@arx/contracts';
import { Text } from '@react-email/components';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate } from './email-formats';
import { ActionButton, EmailLayout, textStyle } from './email-layout';
import { type Fact, FactList } from './fact-list';

export type PaymentFailedEmailProps = {
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

/** Sent when a renewal charge fails: what failed, the one thing to do, and that the card still works meanwhile. */
export function PaymentFailedEmail(props: PaymentFailedEmailProps) {
  const amount = formatUsd(props.amount);
  const graceDate = props.graceUntil && formatEmailDate(props.graceUntil, props.timeZone);
  const facts: Fact[] = [
    ['Plan', props.planName],
    ['Amount due', amount],
  ];
  if (graceDate) facts.push(['Membership card works until', graceDate]);
  return (
    <EmailLayout preview="Update your payment card to keep your membership" heading="Your payment didn't go through">
      <Text style={textStyle}>
        Hi {props.firstName}, we tried to charge {amount} to renew your {props.planName} plan, but the payment did not
        go through.
      </Text>
      <FactList facts={facts} />
      <Text style={textStyle}>Please update your payment card in Billing, and we will try the payment again.</Text>
      <Text style={textStyle}>
        {graceDate
          ? `Your membership card keeps working until ${graceDate}, so you have time to fix this.`
          : 'Your membership card keeps working while you fix this.'}
      </Text>
      <ActionButton href={props.billingUrl}>Update my payment card</ActionButton>
    </EmailLayout>
  );
}

export function renderPaymentFailedEmail(props: PaymentFailedEmailProps): Promise<RenderedEmail> {
  return renderEmail("Your payment didn't go through", <PaymentFailedEmail {...props} />);
}
