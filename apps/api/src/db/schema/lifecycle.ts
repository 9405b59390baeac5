import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { prices } from './catalog';
import { users } from './sign-in';
import { subscriptions } from './subscriptions';

/**
 * What a member agreed to at checkout (docs/decisions/0015-lifecycle-jobs-and-email.md): the plan,
 * price and interval, and the exact renewal terms shown, with their version. Kept for three years
 * after the membership ends, also when the account is deleted: then user_id is cleared and the
 * e-mail address stays, the least that identifies who agreed.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The provider's checkout session the agreement was given for (one record per checkout). */
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    priceId: integer('price_id').references(() => prices.id, { onDelete: 'set null' }),
    planName: text('plan_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    termsVersion: text('terms_version').notNull(),
    termsText: text('terms_text').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    /** Set when the membership it led to ends (or the account is deleted); kept 3 years from then. */
    membershipEndedAt: timestamp('membership_ended_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_idx').on(t.userId), index('consents_email_idx').on(t.email)],
);

/** Refunds this app asked the payment provider for, one per provider invoice and reason. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerRefundId: text('provider_refund_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Why: 'cancelled_within_30_days', or an operator's reason code. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_user_idx').on(t.userId)],
);

/**
 * Every e-mail that left for a member (any transport): what kind, its subject, when. The body is
 * not kept here; the operator sees that the welcome went out, not what it said.
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The job key the message was sent under (also its Message-ID's local part). */
    jobKey: text('job_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    transport: text('transport', { enum: ['smtp', 'mailbox'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sent_emails_user_idx').on(t.userId, t.sentAt)],
);

/**
 * The demo mailbox: messages kept instead of sent when no SMTP server is configured, shown at
 * /dev/mailbox. Never used in production (the production guard refuses the mailbox).
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mailbox_messages_message_id_idx').on(t.messageId), index('mailbox_created_idx').on(t.createdAt)],
);

/**
 * A change of a plan's price, announced before it applies: members on that price hear of it
 * before the first renewal charged at the new amount, and are moved to it then.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: serial('id').primaryKey(),
    priceId: integer('price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'cascade' }),
    oldAmountCents: integer('old_amount_cents').notNull(),
    newAmountCents: integer('new_amount_cents').notNull(),
    /**
     * The payment provider's prices before and after: members are moved from the one to the
     * other before their first renewal at the new amount, and either one still reads as this plan.
     */
    oldProviderPriceId: text('old_provider_price_id').notNull(),
    newProviderPriceId: text('new_provider_price_id').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('price_changes_pending_idx').on(t.effectiveAt).where(sql`applied_at is null`)],
);
