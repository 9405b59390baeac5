import { LOCALES } from '@arx/contracts/locales';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The sign-in provider's id for this person (WorkOS user id, or the local provider's). */
    workosId: text('workos_id').notNull().unique(),
    email: text('email').notNull().unique(),
    name: text('name'),
    /** The payment provider's customer id, once one exists. */
    paymentCustomerId: text('payment_customer_id').unique(),
    /**
     * The member's IANA time zone ("America/Los_Angeles"), as their browser reported it at checkout
     * or on saving their profile: e-mails show dates on the day the app shows them. Null until the
     * browser has sent one (e-mails then use the default in modules/email/templates/email-formats.ts).
     */
    timeZone: text('time_zone'),
    /**
     * The language of the member's e-mails, card back and wallet passes: the language of the
     * member pages they last used, or of the page they checked out from (docs/decisions/0019-spanish.md).
     */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    ...timestamps,
  },
  // The back office finds a member by any part of the e-mail or name, case-insensitively, among
  // a million (docs/decisions/0016-back-office.md): trigram indexes serve `lower(…) like '%…%'`.
  (t) => [
    check('users_locale_known', sql`${t.locale} in ('en', 'es')`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

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
    /**
     * Whether the identity provider verified the e-mail of this sign-in: only then may the token
     * carry the operator role (ADMIN_EMAILS), whatever the account's stored address.
     */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Whether this sign-in made the account: the token then says the member just joined. */
    newAccount: boolean('new_account').notNull().default(false),
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
