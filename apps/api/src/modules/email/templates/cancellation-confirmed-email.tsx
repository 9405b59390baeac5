import { Link, Text } from '@react-email/components';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate } from './email-formats';
import { ActionButton, EmailLayout, linkStyle, textStyle } from './email-layout';
import { FactList } from './fact-list';

export type CancellationConfirmedEmailProps = {
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

/** Sent when a member cancels: until when the card works, that no more is charged, and the way back. */
export function CancellationConfirmedEmail(props: CancellationConfirmedEmailProps) {
  const endDate = formatEmailDate(props.endsAt, props.timeZone);
  const rejoin = (
    <Link href={props.plansUrl} style={linkStyle}>
      See plans
    </Link>
  );
  if (!props.endsAtPeriodEnd) {
    return (
      <EmailLayout preview={`Your ${props.planName} plan ended today`} heading="Your membership has ended">
        <Text style={textStyle}>
          Hi {props.firstName}, your {props.planName} plan has ended today, {endDate}. Your membership card no longer
          works, and you won't be charged again.
        </Text>
        <FactList
          facts={[
            ['Plan', props.planName],
            ['Ended', `today, ${endDate}`],
            ['Further charges', 'none'],
          ]}
        />
        <Text style={textStyle}>You are welcome back any time.</Text>
        <ActionButton href={props.plansUrl}>Rejoin ARX Savings Club</ActionButton>
      </EmailLayout>
    );
  }
  const { keepUrl } = props;
  return (
    <EmailLayout preview={`Your card works until ${endDate}`} heading="Your cancellation is confirmed">
      <Text style={textStyle}>
        Hi {props.firstName}, you have canceled your {props.planName} plan. Your membership card keeps working until{' '}
        {endDate}, and you won't be charged again.
      </Text>
      <FactList
        facts={[
          ['Plan', props.planName],
          ['Membership card works until', endDate],
          ['Further charges', 'none'],
        ]}
      />
      <Text style={textStyle}>
        Changed your mind? Until {endDate}, choose "Keep my membership" on your dashboard and nothing changes.
      </Text>
      {keepUrl && <ActionButton href={keepUrl}>Keep my membership</ActionButton>}
      <Text style={textStyle}>Want to come back after that? You can rejoin any time: {rejoin}</Text>
    </EmailLayout>
  );
}

export function renderCancellationConfirmedEmail(props: CancellationConfirmedEmailProps): Promise<RenderedEmail> {
  return renderEmail('Your cancellation is confirmed', <CancellationConfirmedEmail {...props} />);
}
