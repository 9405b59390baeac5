import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
