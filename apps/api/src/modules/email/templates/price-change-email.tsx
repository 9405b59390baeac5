import { type BillingInterval, formatUsd } from '@arx/contracts';
import { Text } from '@react-email/components';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate, perInterval } from './email-formats';
import { ActionButton, EmailLayout, textStyle } from './email-layout';
import { FactList } from './fact-list';

export type PriceChangeEmailProps = {
  firstName: string;
  planName: string;
  /** Dollars per interval, before and after the change. */
  oldAmount: number;
  newAmount: number;
  interval: BillingInterval;
  /** The first renewal charged at the new price. */
  effectiveAt: Date;
  /** The member's IANA time zone: every date is the day it is there (email-formats.ts). */
  timeZone: string;
  /** The dashboard's cancel dialog, so cancelling takes one click. */
  cancelUrl: string;
};

/**
 * Sent before a member's price changes. The member agreed to the old price, so the notice says
 * both prices, from when, and how to leave before the new one is charged.
 */
export function PriceChangeEmail(props: PriceChangeEmailProps) {
  const from = formatEmailDate(props.effectiveAt, props.timeZone);
  const per = perInterval(props.interval);
  const oldPrice = `${formatUsd(props.oldAmount)} ${per}`;
  const newPrice = `${formatUsd(props.newAmount)} ${per}`;
  return (
    <EmailLayout preview={`From ${from}: ${newPrice}`} heading="Your price is changing">
      <Text style={textStyle}>
        Hi {props.firstName}, the price of your {props.planName} plan is changing from {oldPrice} to {newPrice}.
      </Text>
      <FactList
        facts={[
          ['Plan', props.planName],
          ['Current price', oldPrice],
          ['New price', newPrice],
          ['New price from', `your renewal on ${from}`],
        ]}
      />
      <Text style={textStyle}>The new price applies from your renewal on {from}. Until then, nothing changes.</Text>
      <Text style={textStyle}>
        If you would rather not continue at the new price, cancel in one click before {from}. You won't be charged the
        new price, and your membership card keeps working until the end of the period you have paid for.
      </Text>
      <ActionButton href={props.cancelUrl}>Cancel my membership</ActionButton>
    </EmailLayout>
  );
}

export function renderPriceChangeEmail(props: PriceChangeEmailProps): Promise<RenderedEmail> {
  return renderEmail('Your membership price is changing', <PriceChangeEmail {...props} />);
}
