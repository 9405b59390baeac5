import { formatUsd } from '@arx/contracts';
import { Link, Text } from '@react-email/components';
import { type RenderedEmail, renderEmail } from '../render-email';
import { formatEmailDate } from './email-formats';
import { ActionButton, EmailLayout, linkStyle, textStyle } from './email-layout';
import { FactList } from './fact-list';

export type ReceiptEmailProps = {
  firstName: string;
  planName: string;
  /** Dollars, e.g. 99 for $99.00. */
  amountPaid: number;
  /** The paid period, as the invoice states it. */
  periodStart: Date;
  periodEnd: Date;
  /** The member's IANA time zone: every date is the day it is there (email-formats.ts). */
  timeZone: string;
  invoiceNumber: string;
  invoiceUrl: string;
  billingUrl: string;
};

/** Sent for every paid invoice: what was paid, for which period, and where the invoice is. */
export function ReceiptEmail(props: ReceiptEmailProps) {
  const amount = formatUsd(props.amountPaid);
  const period = `${formatEmailDate(props.periodStart, props.timeZone)} – ${formatEmailDate(props.periodEnd, props.timeZone)}`;
  return (
    <EmailLayout preview={`${amount} paid for your ${props.planName} plan`} heading="Thanks for your payment">
      <Text style={textStyle}>Hi {props.firstName}, we received your payment. This is your receipt.</Text>
      <FactList
        facts={[
          ['Plan', props.planName],
          ['Amount paid', amount],
          ['Period', period],
          ['Invoice number', props.invoiceNumber],
        ]}
      />
      <ActionButton href={props.invoiceUrl}>View your invoice</ActionButton>
      {/* The link ends the sentence: a full stop right after a written-out URL gets taken into it. */}
      <Text style={textStyle}>
        All your invoices, and the payment card we charge, are in{' '}
        <Link href={props.billingUrl} style={linkStyle}>
          Billing
        </Link>
      </Text>
    </EmailLayout>
  );
}

export function renderReceiptEmail(props: ReceiptEmailProps): Promise<RenderedEmail> {
  return renderEmail(`Your receipt for ARX Savings Club: ${formatUsd(props.amountPaid)}`, <ReceiptEmail {...props} />);
}
