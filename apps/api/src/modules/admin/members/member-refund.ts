import { dollarsToCents } from '@arx/contracts';
import type { AdminRefundRequest, AdminRefundResponse } from '@arx/contracts/admin';
import { withTransaction } from '../../../db/transaction';
import { AppError } from '../../../errors/app-error';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderInvoice,
  type ProviderRefund,
} from '../../../integrations/payments/payment-provider';
import { type Operator, recordAudit } from '../../audit';
import { forgetProviderBillingDetails, type PaymentDeps, withProvider } from '../../billing';
import { recordRefunds } from '../../cancellation';
import { emailKeys, enqueueEmail } from '../../email';
import { findRefund, findSubscriptionId, lockMember, type RefundRecord, requireMemberAccount } from './member-records';
import { toAdminInvoice, toAdminRefund } from './member-views';
import { auditedIntent, findRepeatedRefund, type RefundIntent, refundIdempotencyKey } from './refund-repeats';
import { amountToRefund, findCustomerInvoice, labelOf, money } from './refundable-invoice';

/** The provider's refund, or its refusal as the operator is told it (an outcome, unlike no answer). */
async function askProvider(
  payments: PaymentProvider,
  request: Parameters<PaymentProvider['refundInvoice']>[0],
): Promise<ProviderRefund | AppError> {
  let refund: ProviderRefund;
  try {
    refund = await withProvider(() => payments.refundInvoice(request));
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.kind !== 'invalid_request') throw error;
    return new AppError(
      'conflict',
      'The payment service refused this refund; the invoice may have been refunded in the meantime. Reload the member to see what is left to refund.',
    );
  }
  if (refund.status === 'failed') {
    return new AppError('conflict', 'The payment service could not make this refund. Nothing was paid back.');
  }
  return refund;
}

/**
 * Refunds all or part of one of the member's invoices through the payment port, as the 30-day
 * rule's refunds go (modules/cancellation): recorded in `refunds`, the member told by the
 * refund e-mail, and the audit entry in the same transaction. Cents throughout. A repeated
 * request makes no second refund (refund-repeats.ts). The intent is audited first, committed on
 * its own, and a refusal after it: a refund the provider made stays traceable even when recording
 * it here then fails (an intent without an outcome: look at the invoice, or ask again).
 */
export async function refundMemberInvoice(
  deps: PaymentDeps,
  operator: Operator,
  userId: number,
  input: AdminRefundRequest,
  now: Date = new Date(),
): Promise<AdminRefundResponse> {
  const account = await requireMemberAccount(deps.db, userId);
  const intent: RefundIntent = {
    invoiceId: input.invoice_id,
    askedCents: input.amount === undefined ? null : dollarsToCents(input.amount),
    reasonCode: input.reason_code,
    requestKey: input.request_key,
  };
  const repeated = await findRepeatedRefund(deps.db, operator, userId, intent, now);
  if (repeated !== null) return answerRepeat(deps, repeated, intent);

  const customerId = account.paymentCustomerId;
  const invoice = customerId
    ? await withProvider(() => findCustomerInvoice(deps.payments, customerId, input.invoice_id))
    : null;
  if (!invoice) throw new AppError('not_found', 'This member has no invoice with that id.');
  const amountCents = amountToRefund(invoice, intent.askedCents);
  const idempotencyKey = refundIdempotencyKey(intent, amountCents, invoice.amountRefundedCents);
  const reason = input.note ? `${input.reason_code}: ${input.note}` : input.reason_code;
  const subject = { memberUserId: userId, subjectType: 'invoice', subjectId: invoice.id, reason };
  const asked = {
    amount_cents: amountCents,
    currency: invoice.currency,
    reason_code: input.reason_code,
    ...auditedIntent(intent, idempotencyKey),
  };
  await recordAudit(deps.db, operator, { ...subject, action: 'member.refund.requested', after: asked });
  const refund = await askProvider(deps.payments, {
    invoiceId: invoice.id,
    amountCents,
    reason: input.reason_code,
    idempotencyKey,
  });
  if (refund instanceof AppError) {
    const after = { ...asked, error_code: refund.code };
    await recordAudit(deps.db, operator, { ...subject, action: 'member.refund.failed', after });
    throw refund;
  }
  forgetProviderBillingDetails(deps.payments, customerId);

  const outcome = await withTransaction(deps.db, async (tx) => {
    await lockMember(tx, userId);
    const earlier = await findRefund(tx, { providerRefundId: refund.id });
    if (earlier) return { record: earlier, isRepeat: true };
    const subscriptionId = await findSubscriptionId(tx, userId, invoice.subscriptionId);
    const [refundId] = await recordRefunds(tx, [
      {
        userId,
        subscriptionId,
        providerInvoiceId: invoice.id,
        providerRefundId: refund.id,
        amountCents: refund.amountCents,
        currency: refund.currency,
        reason: input.reason_code,
      },
    ]);
    await enqueueEmail(tx, emailKeys.refund(`admin:${refund.id}`), {
      template: 'refund-issued',
      userId,
      ...(subscriptionId === null ? {} : { subscriptionId }),
      refundIds: [refundId as number],
    });
    await recordAudit(tx, operator, {
      ...subject,
      action: 'member.refund',
      before: { amount_refunded_cents: invoice.amountRefundedCents },
      after: {
        refund_id: refundId,
        provider_refund_id: refund.id,
        amount_cents: refund.amountCents,
        currency: refund.currency,
        reason_code: input.reason_code,
        amount_refunded_cents: invoice.amountRefundedCents + refund.amountCents,
        ...auditedIntent(intent, idempotencyKey),
      },
    });
    return { record: (await findRefund(tx, { id: refundId as number }))!, isRepeat: false };
  });
  const after = (await withProvider(() => deps.payments.retrieveInvoice(invoice.id))) ?? invoice;
  if (outcome.isRepeat) return repeatAnswer(outcome.record, after, intent);
  return {
    refund: toAdminRefund(outcome.record),
    invoice: toAdminInvoice(after),
    repeated: false,
    message: `${money(outcome.record.amountCents)} of invoice ${labelOf(invoice)} is on its way back to the member’s card, and they will get an e-mail saying so.`,
  };
}

function repeatAnswer(record: RefundRecord, invoice: ProviderInvoice, intent: RefundIntent): AdminRefundResponse {
  const made = `This refund of ${money(record.amountCents)} was already made, so nothing more was refunded.`;
  return {
    refund: toAdminRefund(record),
    invoice: toAdminInvoice(invoice),
    repeated: true,
    // Without the client's key, the same amount within two minutes reads as the same click.
    message: intent.requestKey
      ? made
      : `${made} To refund the same amount of this invoice again on purpose, wait two minutes and ask again.`,
  };
}

/** A request already answered: the refund it made, and the invoice as it is now. */
async function answerRepeat(deps: PaymentDeps, refundId: number, intent: RefundIntent): Promise<AdminRefundResponse> {
  const record = await findRefund(deps.db, { id: refundId });
  const invoice = record && (await withProvider(() => deps.payments.retrieveInvoice(record.providerInvoiceId)));
  if (!record || !invoice)
    throw new AppError('conflict', 'This refund was already asked for. Reload the member to see it.');
  return repeatAnswer(record, invoice, intent);
}
