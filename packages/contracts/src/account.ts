import { z } from 'zod';
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_CONFIRMATION } from './account-rules';
import { InvoiceSchema } from './billing';
import { LocaleSchema } from './locale-schema';
import { ExportedPriceReportSchema } from './price-reports';
import { ExportedFillSchema } from './savings';
import { SubscriptionStatusSchema } from './subscriptions';

/** DELETE /account: the member confirms in words, so no stray request deletes an account. */
export const DeleteAccountRequestSchema = z.strictObject(
  {
    confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: ACCOUNT_MESSAGES.confirmationRequired }),
  },
  { error: ACCOUNT_MESSAGES.confirmationRequired },
);
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const DeleteAccountResponseSchema = z.object({ deleted: z.literal(true), message: z.string() });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;

const timestamp = z.string();

const ExportedMembershipSchema = z.object({
  full_member_id: z.string(),
  member_number: z.string(),
  display_name: z.string(),
  person_code: z.number().int(),
  person_code_label: z.string(),
  status: z.enum(['active', 'suspended', 'inactive']),
  profile_completed: z.boolean(),
  date_of_birth: z.string().nullable(),
  sex: z.enum(['male', 'female', 'unknown']).nullable(),
  /** A pet's species; null for a person. */
  species: z.enum(['dog', 'cat', 'other']).nullable(),
  /** Each part as stored (a part never filled in is null). */
  address: z.object({
    street: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  group_code: z.string(),
  bin_number: z.string(),
  created_at: timestamp,
});

/**
 * GET /account/export: everything the club holds about the member and their household, as a
 * download. Provider ids, token hashes and pass serials are left out: they are keys, not data
 * about the person.
 */
export const AccountExportSchema = z.object({
  format: z.literal('arx-account-export/1'),
  exported_at: timestamp,
  user: z.object({
    email: z.string(),
    name: z.string().nullable(),
    /** The IANA zone their e-mails are dated in, as their browser sent it; null when it never did. */
    time_zone: z.string().nullable(),
    /** The language of their e-mails, card and wallet passes: 'en' or 'es'. */
    locale: LocaleSchema,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  /** Newest first. */
  subscriptions: z.array(
    z.object({
      plan_name: z.string().nullable(),
      status: SubscriptionStatusSchema,
      billing_interval: z.enum(['month', 'year', 'week', 'day']).nullable(),
      amount: z.number(),
      currency: z.string(),
      trial_end: timestamp.nullable(),
      current_period_end: timestamp.nullable(),
      cancel_at_period_end: z.boolean(),
      cancel_at: timestamp.nullable(),
      canceled_at: timestamp.nullable(),
      created_at: timestamp,
    }),
  ),
  /** The card holder first, then the dependents. */
  memberships: z.array(ExportedMembershipSchema),
  bookmarks: z.array(
    z.object({ medication_name: z.string(), strength: z.string(), form: z.string(), created_at: timestamp }),
  ),
  wallet_passes: z.array(
    z.object({ full_member_id: z.string(), first_issued_at: timestamp, last_issued_at: timestamp }),
  ),
  pass_links: z.array(
    z.object({
      full_member_id: z.string(),
      kind: z.enum(['share', 'download']),
      platform: z.enum(['ios', 'android', 'safari']),
      created_at: timestamp,
      expires_at: timestamp,
    }),
  ),
  /** From the payment provider; `available` is false when it did not answer (the rest is still complete). */
  invoices: z.object({ available: z.boolean(), items: z.array(InvoiceSchema), has_more: z.boolean() }),
  /** What the member agreed to at each checkout: the plan, price and the renewal terms shown. */
  consents: z.array(
    z.object({
      agreed_at: z.string(),
      plan_name: z.string(),
      amount: z.number(),
      currency: z.string(),
      billing_interval: z.string(),
      trial_days: z.number().int(),
      terms_version: z.string(),
      terms_text: z.string(),
      membership_ended_at: z.string().nullable(),
    }),
  ),
  /** The savings ledger: every fill recorded for the household (health data, the member's own). */
  fills: z.array(ExportedFillSchema),
  /** The member's reports of a price that did not match, with the club's answers. */
  price_reports: z.array(ExportedPriceReportSchema),
  /**
   * What is kept so that a free trial is had once per person, also after the account is
   * deleted: a keyed hash of the e-mail address and, with Stripe, of the card's fingerprint.
   */
  free_trial_record: z.object({
    /** What is kept, why and for how long, in the member's language. */
    explanation: z.string(),
    /** Whether this account's e-mail address is on record as having had a free trial. */
    email_on_record: z.boolean(),
    /** The same for the cards that paid its subscriptions; null when no card fingerprint is known (the sandbox's test cards). */
    card_on_record: z.boolean().nullable(),
  }),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
