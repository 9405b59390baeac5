import { formatUsd } from '@arx/contracts';
import { Text } from '@react-email/components';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate } from './email-formats';
import { ActionButton, EmailLayout, textStyle } from './email-layout';
import { FactList } from './fact-list';

export type RenewalNoticeEmailProps = {
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

/**
 * Sent 30 days before a yearly plan renews, as automatic-renewal laws require: the date, the
 * amount, that it renews by itself, and the way out. Cancelling is the button, because that is
 * the only thing this notice asks the member to decide.
 */
export function RenewalNoticeEmail(props: RenewalNoticeEmailProps) {
  const renewalDate = formatEmailDate(props.renewsAt, props.timeZone);
  const amount = formatUsd(props.amount);
  return (
    <EmailLayout preview={`${amount} for another year, charged automatically`} heading="Your membership renews soon">
      <Text style={textStyle}>
        Hi {props.firstName}, your yearly {props.planName} plan renews automatically on {renewalDate}.
      </Text>
      <FactList
        facts={[
          ['Plan', `${props.planName}, yearly`],
          ['Renews on', renewalDate],
          ['Amount', `${amount} per year`],
        ]}
      />
      <Text style={textStyle}>
        On {renewalDate} we will charge {amount} to your payment card for another year. To keep your membership, you
        don't need to do anything.
      </Text>
      <Text style={textStyle}>
        If you don't want it to renew, cancel in one click before {renewalDate}. You won't be charged again, and your
        membership card keeps working until the end of the year you have paid for, {renewalDate}.
      </Text>
      <ActionButton href={props.cancelUrl}>Cancel my membership</ActionButton>
    </EmailLayout>
  );
}

export function renderRenewalNoticeEmail(props: RenewalNoticeEmailProps): Promise<RenderedEmail> {
  return renderEmail(
    `Your membership renews on ${formatEmailDate(props.renewsAt, props.timeZone)}`,
    <RenewalNoticeEmail {...props} />,
  );
}
