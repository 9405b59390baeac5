import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { prices, products } from './catalog';
import { timestamps } from './columns';
import { users } from './sign-in';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id').notNull(),
    productId: integer('product_id').references(() => products.id),
    priceId: integer('price_id').references(() => prices.id),
    status: text('status', { enum: ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete'] }).notNull(),
    billingInterval: text('billing_interval', { enum: ['month', 'year', 'week', 'day'] }),
    amountCents: integer('amount_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /**
     * When the provider's snapshot now stored was read from it: an older read never
     * overwrites a newer one, whatever order concurrent webhooks finish in.
     */
    providerReadAt: timestamp('provider_read_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Checkout sessions this app created, so a session id is honoured only for its own user. */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: serial('id').primaryKey(),
  providerSessionId: text('provider_session_id').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  priceId: integer('price_id')
    .notNull()
    .references(() => prices.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook events already processed: the unique id makes a redelivery a no-op. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who has had a free trial, kept apart from the rows deleting an account removes, so deleting
 * the account and signing up again gives no second trial. Only a keyed hash (HMAC with a server
 * secret) of the e-mail address, or of the card's fingerprint with Stripe, is stored: the
 * database alone cannot tell whose address or card it was.
 */
export const trialClaims = pgTable('trial_claims', {
  digest: text('digest').primaryKey(),
  kind: text('kind', { enum: ['email', 'card'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
