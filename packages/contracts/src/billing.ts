import { z } from 'zod';
import { queryInteger } from './query';
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
