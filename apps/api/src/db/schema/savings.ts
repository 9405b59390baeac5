import type { CataloguePack } from '@arx/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { medications } from './catalog';
import { timestamps } from './columns';
import { memberships } from './memberships';
import { users } from './sign-in';

/**
 * The savings ledger (docs/decisions/0017-counter-and-savings.md): one row per prescription fill,
 * recorded by the member or matched from the card processor's claims file. Health data: read
 * only by the household's card holder, in the account export, deleted with the account, never
 * in an e-mail, a log line or analytics. Money in cents.
 */
export const fills = pgTable(
  'fills',
  {
    id: serial('id').primaryKey(),
    /** The household's card holder: whose ledger it is. Every read and write is scoped by it. */
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person it was filled for: the card holder or one of the household's family members. */
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** The catalogue's medication when chosen from it; null for free text. */
    medicationId: integer('medication_id').references(() => medications.id, { onDelete: 'set null' }),
    /** As named when recorded ("Atorvastatin 20 mg tablet", or the member's own words), so a later catalogue cannot change the past. */
    medicationName: text('medication_name').notNull(),
    /** The catalogue's pack when chosen from it ("30 tablets · 30 days"). */
    packLabel: text('pack_label'),
    /** The catalogue's words both were made from, so each language can name them; null for free text. */
    cataloguePack: jsonb('catalogue_pack').$type<CataloguePack>(),
    filledOn: date('filled_on', { mode: 'string' }).notNull(),
    quantity: doublePrecision('quantity').notNull(),
    pricePaidCents: integer('price_paid_cents').notNull(),
    /**
     * The retail cash price the saving is measured against: the catalogue's for that pack when the
     * fill was recorded, or the pharmacy's usual price from a claims line; null when unknown
     * (free text), and then the fill has no saving.
     */
    retailCents: integer('retail_cents'),
    pharmacy: text('pharmacy').notNull(),
    /** member: entered by the member; pharmacy: matched from the processor's claims file. */
    source: text('source', { enum: ['member', 'pharmacy'] })
      .notNull()
      .default('member'),
    /** A claims line's natural key, so importing the same file again changes nothing. */
    claimKey: text('claim_key').unique(),
    ...timestamps,
  },
  (t) => [
    index('fills_owner_filled_idx').on(t.ownerUserId, t.filledOn.desc(), t.id.desc()),
    index('fills_membership_idx').on(t.membershipId),
    check('fills_price_paid_non_negative', sql`${t.pricePaidCents} >= 0`),
    check('fills_retail_non_negative', sql`${t.retailCents} is null or ${t.retailCents} >= 0`),
    check('fills_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The claims a member removed from their ledger, by claim key: an import of the claims file again
 * (the processor's files overlap) never brings one back. Only the key is kept, a claim's id or a
 * hash of its line, and it goes with the account.
 */
export const removedClaims = pgTable('removed_claims', {
  claimKey: text('claim_key').primaryKey(),
  ownerUserId: integer('owner_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "The price didn't match" (decision 0017): a member tells us what a pharmacy charged for a
 * medication, from a price row or a fill of their ledger, and an operator answers. Health data,
 * like the ledger: the card holder's own, in the account export, deleted with the account.
 */
export const priceReports = pgTable(
  'price_reports',
  {
    id: serial('id').primaryKey(),
    /** The household's card holder who reported it. */
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue medication, when reported from a price row or a catalogue fill. */
    medicationId: integer('medication_id').references(() => medications.id, { onDelete: 'set null' }),
    /** The fill of the ledger it was reported from, if any. */
    fillId: integer('fill_id').references(() => fills.id, { onDelete: 'set null' }),
    /** As named when reported, so a later catalogue or a deleted fill does not change it. */
    medicationName: text('medication_name').notNull(),
    packLabel: text('pack_label'),
    /** As on fills: the catalogue's words the two above were made from. */
    cataloguePack: jsonb('catalogue_pack').$type<CataloguePack>(),
    /** The member price the app showed for that pack when reported; null when not from the catalogue. */
    shownPriceCents: integer('shown_price_cents'),
    pharmacy: text('pharmacy').notNull(),
    chargedCents: integer('charged_cents').notNull(),
    /** The day at the counter. */
    chargedOn: date('charged_on', { mode: 'string' }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    /** The operator's answer, shown to the member. */
    answer: text('answer'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('price_reports_owner_idx').on(t.ownerUserId, t.createdAt.desc()),
    index('price_reports_status_idx').on(t.status, t.createdAt),
    check('price_reports_charged_non_negative', sql`${t.chargedCents} >= 0`),
  ],
);
