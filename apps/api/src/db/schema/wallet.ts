import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  /**
   * A digest of what the pass last said (wallet-content.ts). The refresh job compares the card
   * of today with it: a difference is a change to push to the wallets that hold the pass.
   */
  contentHash: text('content_hash'),
  /** When what the pass says last changed: Apple devices ask for the passes changed since a time. */
  contentUpdatedAt: timestamp('content_updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When the refresh job last compared the pass with the card: a membership edited after it
   * (memberships.updated_at) is looked at again by the next sweep.
   */
  contentCheckedAt: timestamp('content_checked_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a "Save to Google Wallet" link was last made: from then on Google may hold the pass. */
  googleLinkedAt: timestamp('google_linked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Apple devices that hold a pass and asked to hear when it changes (Apple's pass web
 * service registers them). The push token is the device's, for our pass type; the device
 * library id is an opaque id Apple gives the device's pass library. Nothing else is known about
 * the device.
 */
export const passRegistrations = pgTable(
  'pass_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    serialNumber: text('serial_number')
      .notNull()
      .references(() => walletPasses.serialNumber, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.serialNumber] }),
    index('pass_registrations_serial_idx').on(t.serialNumber),
  ],
);

/**
 * The card issuer's details (the CARD_* settings) as every pass last carried them, as a digest:
 * an instance that starts with other settings queues one refresh of every pass in a wallet.
 */
export const walletIssuerState = pgTable(
  'wallet_issuer_state',
  {
    id: integer('id').primaryKey().default(1),
    issuerHash: text('issuer_hash').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallet_issuer_state_single_row', sql`${t.id} = 1`)],
);

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
