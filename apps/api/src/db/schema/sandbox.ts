import type { Locale } from '@arx/contracts/locales';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The sandbox payment provider's own records (what Stripe would keep on its side)

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name'),
  /** The card on file, as a provider reports it: brand and last four digits only. */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  /**
   * The card on file accepts being saved but declines every charge (Stripe's test card
   * 4000 0000 0000 0341): renewals then fail, which is how the payment-failed path is tried.
   */
  cardDeclinesCharges: boolean('card_declines_charges').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id),
  clientReferenceId: text('client_reference_id').notNull(),
  priceId: text('price_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  interval: text('interval').notNull(),
  productName: text('product_name').notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'no_payment_required'] })
    .notNull()
    .default('unpaid'),
  subscriptionId: text('subscription_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id),
  priceId: text('price_id').notNull(),
  productName: text('product_name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  interval: text('interval').notNull(),
  status: text('status').notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id),
    subscriptionId: text('subscription_id').notNull(),
    /** The price it bills, so its pages can name the plan in the reader's language. */
    priceId: text('price_id'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'open', 'draft', 'void', 'uncollectible'] }).notNull(),
    /** What has been refunded of this invoice's payment, in cents (0 when none). */
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_invoices_customer_idx').on(t.customerId, t.createdAt)],
);

/** Prices the sandbox knows, created by ensurePrice from what we sell. */
export const sandboxPrices = pgTable('sandbox_prices', {
  id: text('id').primaryKey(),
  lookupKey: text('lookup_key').notNull().unique(),
  productName: text('product_name').notNull(),
  /** The product's name in each language we sell in, as the app names it; the pages fall back to productName. */
  productNames: jsonb('product_names').$type<Partial<Record<Locale, string>>>(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  interval: text('interval').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Short-lived billing portal links of the sandbox (random ids, like Stripe's). */
export const sandboxPortalSessions = pgTable('sandbox_portal_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id),
  returnUrl: text('return_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refunds of sandbox invoices, like Stripe's refund objects; the key makes a retried request one refund. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  invoiceId: text('invoice_id')
    .notNull()
    .references(() => sandboxInvoices.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox's test clock (like a Stripe test clock): one row, how far ahead of real time the
 * sandbox and the app's scheduled work run. Kept in the database so every instance and a restart
 * see the same time.
 */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  /** Up to when renewals have been billed (invoices written, charges tried), in clock time. */
  billedUntil: timestamp('billed_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
