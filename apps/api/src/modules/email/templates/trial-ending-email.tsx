import { type BillingInterval, formatUsd } from '@arx/contracts';
import { Link, Text } from '@react-email/components';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate, perInterval } from './email-formats';
import { ActionButton, EmailLayout, linkStyle, textStyle } from './email-layout';
import { FactList } from './fact-list';

export type TrialEndingEmailProps = {
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

/**
 * Sent 3 days before a free trial ends. Automatic-renewal laws want the first charge and the way
 * to avoid it stated before it happens, so both are in the body, not only behind a link.
 */
export function TrialEndingEmail(props: TrialEndingEmailProps) {
  const endDate = formatEmailDate(props.trialEndsAt, props.timeZone);
  const price = `${formatUsd(props.amount)} ${perInterval(props.interval)}`;
  return (
    <EmailLayout
      preview={`Then ${price}. Cancel before ${endDate} to pay nothing.`}
      heading="Your free trial ends soon"
    >
      <Text style={textStyle}>
        Hi {props.firstName}, your free trial of the {props.planName} plan ends on {endDate}.
      </Text>
      <FactList
        facts={[
          ['Plan', props.planName],
          ['Trial ends', endDate],
          ['Price after the trial', price],
        ]}
      />
      <Text style={textStyle}>
        From {endDate} your membership costs {price}. It is charged to your payment card automatically and renews until
        you cancel. To keep your savings, you don't need to do anything.
      </Text>
      <Text style={textStyle}>
        Don't want to continue? Cancel in one click before {endDate} and you won't be charged:{' '}
        <Link href={props.cancelUrl} style={linkStyle}>
          Cancel my membership
        </Link>
      </Text>
      <ActionButton href={props.dashboardUrl}>Open your dashboard</ActionButton>
    </EmailLayout>
  );
}

export function renderTrialEndingEmail(props: TrialEndingEmailProps): Promise<RenderedEmail> {
  return renderEmail(
    `Your free trial ends on ${formatEmailDate(props.trialEndsAt, props.timeZone)}`,
    <TrialEndingEmail {...props} />,
  );
}
