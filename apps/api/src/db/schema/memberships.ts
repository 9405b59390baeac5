import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './sign-in';

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
    /** Set on a pet's card (person code 4): what animal it is. Null for a person. */
    species: text('species', { enum: ['dog', 'cat', 'other'] }),
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
    // The back office's search by a card's name (docs/decisions/0016-back-office.md).
    index('memberships_display_name_trgm_idx').using('gin', sql`lower(${t.displayName}) gin_trgm_ops`),
  ],
);
