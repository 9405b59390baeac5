import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { memberships } from './memberships';
import { users } from './sign-in';

// Wallet passes (docs/product.md §3 Wallet pass; docs/architecture.md §7)

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
