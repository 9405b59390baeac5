import { z } from 'zod';
import { queryInteger } from './query';
import { requestObject } from './request-body';
import { DisplayStatusSchema } from './subscriptions';

/** Billing details (docs/product.md §3), camelCase as docs/product.md names them. */
export const BillingDetailsSchema = z.object({
  hasSubscription: z.boolean(),
  subscription: z
    .object({
      planName: z.string(),
      status: DisplayStatusSchema,
      cancelAtPeriodEnd: z.boolean(),
      cancelAt: z.string().nullable(),
      canceledAt: z.string().nullable(),
      /** "annual" for yearly plans, otherwise the interval ("monthly"). */
      billingCycle: z.string(),
      amount: z.number(),
      currency: z.string(),
      trialEnd: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
    })
    .nullable(),
  paymentMethod: z
    .object({ brand: z.string(), last4: z.string(), expiryMonth: z.number().int(), expiryYear: z.number().int() })
    .nullable(),
  billingAddress: z
    .object({
      street: z.string().nullable(),
      street2: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zipCode: z.string().nullable(),
      country: z.string().nullable(),
    })
    .nullable(),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

export const InvoiceStatusSchema = z.enum(['paid', 'open', 'draft', 'void', 'uncollectible']);
export const InvoiceSchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  number: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: InvoiceStatusSchema,
  paid: z.boolean(),
  /** Dollars refunded of this invoice (0 when none). */
  amountRefunded: z.number(),
  pdfUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const INVOICE_PAGE_SIZE = 10;

export const InvoiceListQuerySchema = z.object({
  limit: queryInteger('limit', 1, 50).default(INVOICE_PAGE_SIZE),
  starting_after: z
    .string({ error: 'starting_after must be an invoice id' })
    .max(255, { error: 'starting_after must be at most 255 characters' })
    .optional(),
});

export const InvoiceListResponseSchema = z.object({ invoices: z.array(InvoiceSchema), has_more: z.boolean() });
export type InvoiceListResponse = z.infer<typeof InvoiceListResponseSchema>;

export const BillingPortalResponseSchema = z.object({ portalUrl: z.string() });
export type BillingPortalResponse = z.infer<typeof BillingPortalResponseSchema>;

/**
 * What "Cancel membership" will do, asked before the member confirms (docs/product.md, Cancelling):
 * within 30 days of the first payment the membership ends now and every payment is refunded;
 * after that it runs to the end of the paid period and nothing more is charged.
 */
export const CancellationQuoteSchema = z.object({
  /** refund_now: ends at once with a full refund; at_period_end: ends when the paid period does; none: nothing to cancel. */
  kind: z.enum(['refund_now', 'at_period_end', 'none']),
  /** Whether a cancellation is already pending (then the member may keep the membership instead). */
  pending: z.boolean(),
  /** When the card stops working: now for refund_now, the period end otherwise. */
  endsAt: z.string().nullable(),
  /** Dollars refunded for refund_now, else 0. */
  refundAmount: z.number(),
  currency: z.string(),
  /** The first payment of this membership, when there was one (the 30 days run from it). */
  firstPaymentAt: z.string().nullable(),
});
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>;

/** The member confirms what the quote said; a quote that no longer holds answers 409. */
export const CancelMembershipRequestSchema = requestObject(
  {
    expected: z.enum(['refund_now', 'at_period_end'], { error: 'expected must be refund_now or at_period_end' }),
  },
  'The request body must be a JSON object with expected (refund_now or at_period_end)',
);
export type CancelMembershipRequest = z.infer<typeof CancelMembershipRequestSchema>;

export const CancelMembershipResponseSchema = z.object({
  outcome: z.enum(['ended_and_refunded', 'ends_at_period_end']),
  endsAt: z.string().nullable(),
  refundAmount: z.number(),
  /**
   * The refund of an `ended_and_refunded` cancellation: made (`refunded`), or left to the queued
   * job when the provider did not finish it at once (`refunding`); `none` when nothing is refunded.
   */
  refund: z.enum(['none', 'refunded', 'refunding']),
  message: z.string(),
});
export type CancelMembershipResponse = z.infer<typeof CancelMembershipResponseSchema>;

export const ResumeMembershipResponseSchema = z.object({ message: z.string() });
export type ResumeMembershipResponse = z.infer<typeof ResumeMembershipResponseSchema>;
