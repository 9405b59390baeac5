import type { Feature } from '@arx/contracts';
import type { Locale } from '@arx/contracts/locales';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A plan's words in another language than English; a missing one shows the English. */
export type ProductTranslation = {
  name: string;
  description: string;
  features: Feature[];
  dealText: string | null;
  ctaText: string | null;
};
export type ProductTranslations = Partial<Record<Exclude<Locale, 'en'>, ProductTranslation>>;

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
  /** The plan's words in each other language (docs/decisions/0019-spanish.md). */
  translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
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
    /**
     * Set when a published catalogue no longer lists it: hidden from every public read but never
     * deleted, because members' bookmarks still name it. Listing it again clears it.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
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

/**
 * One row: the catalogue's version, bumped by every import, so any instance holding a cache
 * of the catalogue can tell it is stale.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
