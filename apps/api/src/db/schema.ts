import type { Feature } from '@arx/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Plans. Money is integer cents everywhere in the database. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  planType: text('plan_type', { enum: ['individual', 'partner_pet', 'family'] }).notNull(),
  description: text('description').notNull(),
  maxMembers: integer('max_members').notNull(),
  popular: boolean('popular').notNull().default(false),
  features: jsonb('features').$type<Feature[]>().notNull().default([]),
  dealText: text('deal_text'),
  ctaText: text('cta_text'),
  ctaButtonColor: text('cta_button_color'),
  rank: integer('rank').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Printed on every card of the plan; the pharmacy's system routes the claim with them. */
  groupCode: text('group_code').notNull().default('ARXASOLO'),
  binNumber: text('bin_number').notNull().default('022352'),
  ...timestamps,
});

export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    billingInterval: text('billing_interval', { enum: ['month', 'year', 'week', 'day'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    stripePriceId: text('stripe_price_id').unique(),
    trialDays: integer('trial_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique('prices_product_interval_currency').on(t.productId, t.billingInterval, t.currency),
    check('prices_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);

export const medications = pgTable(
  'medications',
  {
    id: serial('id').primaryKey(),
    /** Natural key for idempotent imports: lower(display name | strength | form). */
    catalogKey: text('catalog_key').notNull().unique(),
    displayName: text('display_name').notNull(),
    brandName: text('brand_name'),
    genericName: text('generic_name').notNull(),
    strength: text('strength').notNull(),
    form: text('form').notNull(),
    medicationType: text('medication_type', { enum: ['generic', 'brand'] }).notNull(),
    fullDescription: text('full_description').notNull().default(''),
    highlighted: boolean('highlighted').notNull().default(false),
    /** Lower-cased concatenation of every searchable field (docs/product.md §5), kept by the writer. */
    searchText: text('search_text').notNull(),
    ...timestamps,
  },
  (t) => [
    index('medications_display_name_idx').on(t.displayName, t.id),
    index('medications_highlighted_idx').on(t.highlighted),
  ],
);

export const pricings = pgTable(
  'pricings',
  {
    id: serial('id').primaryKey(),
    medicationId: integer('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    quantity: doublePrecision('quantity').notNull(),
    quantityUnit: text('quantity_unit').notNull(),
    daySupply: integer('day_supply'),
    cashCents: integer('cash_cents').notNull(),
    competitorCents: integer('competitor_cents'),
    /** cash − member price; the member price is derived, never stored twice. */
    savingsCents: integer('savings_cents').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('pricings_medication_pack').on(t.medicationId, t.quantity, t.quantityUnit, t.daySupply).nullsNotDistinct(),
    index('pricings_medication_idx').on(t.medicationId),
    check('pricings_cash_non_negative', sql`${t.cashCents} >= 0`),
    check('pricings_savings_within_cash', sql`${t.savingsCents} >= 0 AND ${t.savingsCents} <= ${t.cashCents}`),
  ],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  rank: integer('rank').notNull(),
  highlighted: boolean('highlighted').notNull().default(false),
  ...timestamps,
});

/**
 * First-party analytics: how many times each route path was viewed each day (UTC), nothing
 * that identifies a person. A count per day, not a row per view, so an anonymous writer cannot
 * grow the table faster than the paths it may name.
 */
export const pageViewCounts = pgTable(
  'page_view_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * The old row-per-view table, no longer written: migration 0003 folded its rows into
 * page_view_counts. Kept for one release because migrations only add, so instances of the
 * previous version still write here while a deployment rolls; drop it in the next.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
);

/**
 * One row: the catalogue's version, bumped by every import, so any instance holding a cache
 * of the catalogue can tell it is stale.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Sign-in ─────────────────────────────────────────────────────────────────────────────────

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The sign-in provider's id for this person (WorkOS user id, or the local provider's). */
  workosId: text('workos_id').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name'),
  /** The payment provider's customer id, once one exists. */
  paymentCustomerId: text('payment_customer_id').unique(),
  ...timestamps,
});

/** Logged-out tokens, by jti, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * One-time sign-in codes handed to the browser on the return path after a sign-in, exchanged
 * once (within a minute) for the app token by the browser that started it (decision 0013).
 * Only hashes are kept: of the code, and of the nonce in that browser's signed cookie.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    /** The identity provider's session, carried into the token for its logout URL. */
    sessionId: text('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_codes_expires_at_idx').on(t.expiresAt)],
);

/** One-time codes of the built-in local identity provider (hashed; valid for minutes). */
export const localAuthCodes = pgTable('local_auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  email: text('email').notNull(),
  name: text('name'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Subscriptions ───────────────────────────────────────────────────────────────────────────

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

// ── Memberships ─────────────────────────────────────────────────────────────────────────────

/** Household member numbers: ARX-000001, ARX-000002, … */
export const memberNumberSeq = pgSequence('member_number_seq', { startWith: 1 });

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    /** The card holder who owns the household (and manages its dependents). */
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 card holder, 2 spouse, 3 dependent child, 4 other. */
    personCode: integer('person_code').notNull(),
    /** 1 for the card holder; the two-digit suffix of the full member id. */
    sequence: integer('sequence').notNull(),
    /**
     * On the card holder's row: the last sequence ever given to a dependent. Numbers are never
     * reused, because pharmacies key a member's history on the full member id.
     */
    lastDependentSequence: integer('last_dependent_sequence').notNull().default(1),
    memberNumber: text('member_number').notNull(),
    displayName: text('display_name').notNull(),
    status: text('status', { enum: ['inactive', 'active', 'suspended'] })
      .notNull()
      .default('inactive'),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    groupCode: text('group_code').notNull(),
    binNumber: text('bin_number').notNull(),
    /**
     * The profile (docs/product.md §3 Profile payload); empty until completed. The date of birth and the
     * four address parts are stored encrypted ("enc:v2:…", bound to the column and the row's id and owner, security/encryption.ts), so they are
     * text and never compared or sorted in SQL (ADR 0010).
     */
    dateOfBirth: text('date_of_birth'),
    sex: text('sex', { enum: ['male', 'female', 'unknown'] }),
    addressStreet: text('address_street'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    addressZip: text('address_zip'),
    ...timestamps,
  },
  (t) => [
    unique('memberships_owner_sequence').on(t.ownerUserId, t.sequence),
    unique('memberships_number_sequence').on(t.memberNumber, t.sequence),
    check('memberships_person_code', sql`${t.personCode} between 1 and 4`),
  ],
);

// ── Wallet passes (docs/product.md §3 Wallet pass; docs/architecture.md §7) ─────────────────────────────────────────

/**
 * One row per membership whose card was ever issued as a wallet pass. The serial number is the
 * pass's identity in Apple Wallet and the object id in Google Wallet, so a later pass web
 * service can find and refresh it; the pass's authentication token is derived from it with a
 * server secret, so nothing secret is stored here.
 */
export const walletPasses = pgTable('wallet_passes', {
  id: serial('id').primaryKey(),
  membershipId: integer('membership_id')
    .notNull()
    .unique()
    .references(() => memberships.id, { onDelete: 'cascade' }),
  serialNumber: text('serial_number').notNull().unique(),
  lastIssuedAt: timestamp('last_issued_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Short-lived links that deliver a pass without signing in: the share link a member opens on
 * their phone, and the download link handed to an iOS pass frame. Only a SHA-256 of the random
 * token is kept; the token itself exists only in the link.
 */
export const passLinks = pgTable(
  'pass_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['share', 'download'] }).notNull(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** Who asked for it: counts toward the per-member rate limit. */
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['ios', 'android', 'safari'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pass_links_creator_created').on(t.createdByUserId, t.createdAt),
    index('pass_links_expires').on(t.expiresAt),
  ],
);

// ── The sandbox payment provider's own records (what Stripe would keep on its side) ─────────

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name'),
  /** The card on file, as a provider reports it: brand and last four digits only. */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
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
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'open', 'draft', 'void', 'uncollectible'] }).notNull(),
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

// ── Bookmarks ───────────────────────────────────────────────────────────────────────────────

/** A member's saved medications: each at most once per member. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicationId: integer('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bookmarks_user_medication').on(t.userId, t.medicationId),
    index('bookmarks_user_idx').on(t.userId, t.createdAt),
  ],
);
