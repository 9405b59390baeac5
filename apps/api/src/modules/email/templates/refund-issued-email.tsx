import { formatUsd } from '@arx/contracts';
import { Text } from '@react-email/components';
import { type RenderedEmail, renderEmail } from '../render-email';
import { ActionButton, EmailLayout, textStyle } from './email-layout';
import { type Fact, FactList } from './fact-list';

export type RefundIssuedEmailProps = {
  firstName: string;
  /** Dollars refunded. */
  amount: number;
  /** The invoices the refund pays back, when known. */
  invoiceNumbers?: ReadonlyArray<string>;
  billingUrl: string;
};

/** Sent when a refund is made: how much, for what, and when to expect it, so the member does not have to ask. */
export function RefundIssuedEmail(props: RefundIssuedEmailProps) {
  const amount = formatUsd(props.amount);
  const invoices = props.invoiceNumbers ?? [];
  const facts: Fact[] = [['Amount refunded', amount]];
  if (invoices.length > 0) facts.push([invoices.length === 1 ? 'Invoice' : 'Invoices', invoices.join(', ')]);
  return (
    <EmailLayout preview={`${amount} back to the card you paid with`} heading="Your refund is on its way">
      <Text style={textStyle}>
        Hi {props.firstName}, we have refunded {amount} to the card you paid with.
      </Text>
      <FactList facts={facts} />
      <Text style={textStyle}>
        Refunds usually show up on your card statement within 5–10 business days, depending on your bank.
      </Text>
      <ActionButton href={props.billingUrl}>View billing</ActionButton>
    </EmailLayout>
  );
}

export function renderRefundIssuedEmail(props: RefundIssuedEmailProps): Promise<RenderedEmail> {
  return renderEmail(`Your refund of ${formatUsd(props.amount)} is on its way`, <RefundIssuedEmail {...props} />);
}
