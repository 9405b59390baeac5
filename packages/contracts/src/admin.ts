import { z } from 'zod';
import { LocaleSchema } from './locale-schema';
import { requestObject, requestText } from './request-body';

/**
 * The back office's API (/api/v1/admin/…, docs/decisions/0016-back-office.md). Operators only;
 * every write is audited. Imported as `@arx/contracts/admin`, never through the package's index,
 * so none of it reaches the public or member bundles of the web app.
 */

/** GET /admin/members?q=: a member ID (ARX-000123, with or without -01), or part of an e-mail or name. */
export const AdminMemberSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type a member ID, an e-mail or a name' })
    .trim()
    .min(2, { error: 'Type at least 2 characters' })
    .max(100, { error: 'A search is at most 100 characters' }),
});
export type AdminMemberSearchQuery = z.infer<typeof AdminMemberSearchQuerySchema>;

export const AdminMemberSummarySchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  /** The card holder's member ID (ARX-000123-01), when the account has a card. */
  member_id: z.string().nullable(),
  card_name: z.string().nullable(),
  card_status: z.enum(['inactive', 'active', 'suspended']).nullable(),
  joined_at: z.string(),
});
export type AdminMemberSummary = z.infer<typeof AdminMemberSummarySchema>;

export const AdminMemberSearchResponseSchema = z.object({
  members: z.array(AdminMemberSummarySchema),
  /** True when more matched than are shown: the operator should type more. */
  more: z.boolean(),
});
export type AdminMemberSearchResponse = z.infer<typeof AdminMemberSearchResponseSchema>;

/** Whom an entry or a job is about, named as an operator looks them up: name, member ID, e-mail. */
export const AdminMemberRefSchema = z.object({
  user_id: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  /** The card holder's member ID (ARX-000123-01), when the account has a card. */
  member_id: z.string().nullable(),
});
export type AdminMemberRef = z.infer<typeof AdminMemberRefSchema>;

/** GET /admin/audit: filters, and the cursor of the page before. */
export const AdminAuditQuerySchema = z.object({
  operator_user_id: z.coerce.number().int().positive().optional(),
  /** The operator's e-mail as the entry recorded it, matched whole and in any case. */
  operator_email: z
    .string()
    .trim()
    .toLowerCase()
    // The method, not z.email(): trimming has to come before the format is checked.
    .email({ error: 'operator_email must be an e-mail address, such as operator@example.com' })
    .max(254, { error: 'operator_email must be at most 254 characters' })
    .optional(),
  member_user_id: z.coerce.number().int().positive().optional(),
  /** A member as an operator knows them: a member ID (ARX-000123), part of an e-mail or a name. */
  member: z
    .string()
    .trim()
    .min(2, { error: 'member must be at least 2 characters: a member ID, an e-mail or a name' })
    .max(100, { error: 'member must be at most 100 characters' })
    .optional(),
  /** Areas (member) or actions (member.refund), one or several separated by commas. */
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]+(\.[a-z_.]+)?( *, *[a-z_]+(\.[a-z_.]+)?){0,19}$/, {
      error: 'action must be areas (member) or actions (member.refund), separated by commas, at most 20',
    })
    .optional(),
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_\d+$/, { error: 'before must be the cursor a page answered' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminAuditQuery = z.infer<typeof AdminAuditQuerySchema>;

export const AdminAuditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operator_user_id: z.number().int().nullable(),
  operator_email: z.string(),
  action: z.string(),
  member_user_id: z.number().int().nullable(),
  /** The member named, while their account exists (a deleted account leaves only the id). */
  member: AdminMemberRefSchema.nullable(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AdminAuditEvent = z.infer<typeof AdminAuditEventSchema>;

export const AdminAuditResponseSchema = z.object({
  events: z.array(AdminAuditEventSchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  next: z.string().nullable(),
});
export type AdminAuditResponse = z.infer<typeof AdminAuditResponseSchema>;

/** GET /admin/jobs?status=: the queue's failed (default) or pending jobs. */
export const AdminJobsQuerySchema = z.object({
  status: z.enum(['failed', 'pending'], { error: 'status must be failed or pending' }).default('failed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminJobsQuery = z.infer<typeof AdminJobsQuerySchema>;

export const AdminJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  key: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  run_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** The member the job works for (an e-mail, a refund, a price move); null for work on many. */
  member: AdminMemberRefSchema.nullable(),
});
export type AdminJob = z.infer<typeof AdminJobSchema>;

export const AdminJobsResponseSchema = z.object({ jobs: z.array(AdminJobSchema) });
export type AdminJobsResponse = z.infer<typeof AdminJobsResponseSchema>;

export const AdminIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive({ error: 'id must be a positive number' }),
});

export const AdminRetryJobResponseSchema = z.object({ job: AdminJobSchema, message: z.string() });

/** An FAQ's question and answer in a language other than English (the answer is the allowed HTML). */
export const AdminFaqTranslationSchema = z.object({ question: z.string(), answer_html: z.string() });
export type AdminFaqTranslation = z.infer<typeof AdminFaqTranslationSchema>;

/** An FAQ as the back office edits it: the answer is the allowed HTML (p, br, strong, em, b, i, ul, ol, li, a). */
export const AdminFaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer_html: z.string(),
  rank: z.number().int(),
  highlighted: z.boolean(),
  /** The Spanish question and answer; null when the FAQ has none (the Spanish page shows the English). */
  translations: z.object({ es: AdminFaqTranslationSchema.nullable() }),
  updated_at: z.string(),
});
export type AdminFaq = z.infer<typeof AdminFaqSchema>;

export const AdminFaqListResponseSchema = z.object({ faqs: z.array(AdminFaqSchema) });

/** A question and an answer, with their rules; the messages name the language when not English. */
function faqText(language: '' | 'Spanish ') {
  return {
    question: z
      .string({ error: `${language}question is required` })
      .trim()
      .min(5, { error: `The ${language}question needs at least 5 characters` })
      .max(300, { error: `The ${language}question is at most 300 characters` }),
    answer_html: z
      .string({ error: `${language}answer_html is required` })
      .trim()
      .min(1, { error: `The ${language}answer is required` })
      .max(10_000, { error: `The ${language}answer is at most 10,000 characters` }),
  };
}

export const AdminFaqInputSchema = requestObject(
  {
    ...faqText(''),
    highlighted: z.boolean({ error: 'highlighted must be true or false' }).default(false),
    /**
     * The Spanish question and answer together, or `es: null` to remove them. Left out, an edit
     * keeps the Spanish the FAQ has (a new FAQ has none).
     */
    translations: requestObject(
      {
        es: requestObject(
          faqText('Spanish '),
          'The Spanish translation must be an object with question and answer_html, or null',
        ).nullable(),
      },
      'translations must be an object with es',
    ).optional(),
  },
  'The FAQ must be an object with question, answer_html and highlighted',
);
export type AdminFaqInput = z.infer<typeof AdminFaqInputSchema>;

/** POST /admin/faqs/preview: the answer as the public page will show it, after sanitising. */
export const AdminFaqPreviewRequestSchema = requestObject(
  { answer_html: requestText('answer_html', 10_000) },
  'The preview needs an object with answer_html',
);
export const AdminFaqPreviewResponseSchema = z.object({
  answer_html: z.string(),
  /** True when sanitising removed something: the operator sees what will not be published. */
  changed: z.boolean(),
});

export const AdminFaqOrderRequestSchema = requestObject(
  {
    ids: z
      .array(z.number().int().positive(), { error: 'ids must be the FAQs’ ids in their new order' })
      .min(1, { error: 'ids must be the FAQs’ ids in their new order' })
      .max(500, { error: 'ids must be the FAQs’ ids in their new order' }),
  },
  'The order must be an object with ids',
);

export const AdminFaqMutationResponseSchema = z.object({ faq: AdminFaqSchema.nullable(), message: z.string() });

// ── The member page: see a member, and act (docs/decisions/0016-back-office.md) ──────────────

/** /admin/members/:userId/…: the member's account id. */
export const AdminMemberParamsSchema = z.object({
  userId: z.coerce
    .number({ error: 'The member’s id must be a number' })
    .int({ error: 'The member’s id must be a whole number' })
    .positive({ error: 'The member’s id must be a positive number' }),
});
export type AdminMemberParams = z.infer<typeof AdminMemberParamsSchema>;

/** One card of the household, without the private fields (date of birth, address, sex). */
export const AdminHouseholdCardSchema = z.object({
  membership_id: z.number().int(),
  /** ARX-000123-01 */
  member_id: z.string(),
  name: z.string(),
  person_code: z.number().int(),
  /** Card Holder, Spouse, Dependent Child, Other. */
  relationship: z.string(),
  status: z.enum(['inactive', 'active', 'suspended']),
  profile_completed: z.boolean(),
});
export type AdminHouseholdCard = z.infer<typeof AdminHouseholdCardSchema>;

/** Amounts are dollars with 2 decimals; the API keeps and computes cents. */
export const AdminSubscriptionSchema = z.object({
  id: z.number().int(),
  provider_subscription_id: z.string(),
  plan: z.string().nullable(),
  interval: z.string().nullable(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  started_at: z.string(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.string().nullable(),
  trial_end: z.string().nullable(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;

export const AdminInvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  amount_refunded: z.number(),
  /** What a refund of this invoice may still pay back (0 unless it is paid). */
  refundable: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'open', 'draft', 'void', 'uncollectible']),
  pdf_url: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;

export const AdminConsentSchema = z.object({
  id: z.number().int(),
  agreed_at: z.string(),
  plan_name: z.string(),
  amount: z.number(),
  currency: z.string(),
  interval: z.string(),
  trial_days: z.number().int(),
  terms_version: z.string(),
  /** The automatic-renewal terms exactly as shown beside the Pay button. */
  terms_text: z.string(),
  membership_ended_at: z.string().nullable(),
});

/** An e-mail that left for the member: its subject only, never its body. */
export const AdminSentEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  subject: z.string(),
  to: z.string(),
  sent_at: z.string(),
});

/** A card issued as a wallet pass (which wallet is not recorded). */
export const AdminWalletPassSchema = z.object({
  member_id: z.string(),
  name: z.string(),
  first_issued_at: z.string(),
  last_issued_at: z.string(),
});

export const AdminRefundSchema = z.object({
  id: z.number().int(),
  invoice_id: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** cancelled_within_30_days, or the operator's reason code. */
  reason: z.string(),
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

/**
 * GET /admin/members/:userId: the member as an operator needs them on a phone call. No date of
 * birth, address or sex (POST …/private-fields shows those, audited), and no health data at all:
 * no medication, bookmark or search. (The "price reports" do not exist yet.)
 */
export const AdminMemberDetailSchema = z.object({
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string().nullable(),
    joined_at: z.string(),
    time_zone: z.string().nullable(),
    /** The language of the member's e-mails, card and wallet passes. */
    locale: LocaleSchema,
  }),
  /** The card holder first, then the dependents by sequence. */
  household: z.array(AdminHouseholdCardSchema),
  /** The current subscription first, then the earlier ones. */
  subscriptions: z.array(AdminSubscriptionSchema),
  invoices: z.object({
    /** False when the payment service did not answer: the rest of the page still shows. */
    available: z.boolean(),
    items: z.array(AdminInvoiceSchema),
    has_more: z.boolean(),
  }),
  consents: z.array(AdminConsentSchema),
  emails: z.array(AdminSentEmailSchema),
  wallet_passes: z.array(AdminWalletPassSchema),
  refunds: z.array(AdminRefundSchema),
  /** The audit log's entries about this member, newest first (the latest 50). */
  history: z.array(AdminAuditEventSchema),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

/** POST /admin/members/:userId/private-fields ("Show"): audited, without the values. */
export const AdminPrivateFieldsResponseSchema = z.object({
  people: z.array(
    z.object({
      membership_id: z.number().int(),
      member_id: z.string(),
      name: z.string(),
      date_of_birth: z.string().nullable(),
      /** Null when none of its parts is filled in. */
      address: z
        .object({
          street: z.string().nullable(),
          city: z.string().nullable(),
          state: z.string().nullable(),
          zip: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type AdminPrivateFieldsResponse = z.infer<typeof AdminPrivateFieldsResponseSchema>;

/** The answer of an action that only needs to say what happened. */
export const AdminMessageResponseSchema = z.object({ message: z.string() });

/** POST /admin/members/:userId/cancel */
export const AdminCancelRequestSchema = requestObject(
  {
    when: z.enum(['now', 'period_end'], { error: 'when must be now or period_end' }),
    reason: z
      .string({ error: 'Give the reason for cancelling' })
      .trim()
      .min(3, { error: 'The reason needs at least 3 characters' })
      .max(500, { error: 'The reason is at most 500 characters' }),
  },
  'The cancellation must be an object with when and reason',
);
export type AdminCancelRequest = z.infer<typeof AdminCancelRequestSchema>;

export const AdminCancelResponseSchema = z.object({ subscription: AdminSubscriptionSchema, message: z.string() });
export type AdminCancelResponse = z.infer<typeof AdminCancelResponseSchema>;

export const ADMIN_REFUND_REASONS = [
  'duplicate',
  'requested_by_customer',
  'service_problem',
  'goodwill',
  'other',
] as const;
export type AdminRefundReason = (typeof ADMIN_REFUND_REASONS)[number];

/** A whole number of cents: 12.5 and 12.50 are, 12.505 is not (allowing for binary fractions). */
const isWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** POST /admin/members/:userId/refunds */
export const AdminRefundRequestSchema = requestObject(
  {
    invoice_id: z
      .string({ error: 'invoice_id is required' })
      .trim()
      .min(1, { error: 'invoice_id is required' })
      .max(255, { error: 'invoice_id must be at most 255 characters' }),
    /** Dollars; left out, everything still refundable on the invoice. */
    amount: z
      .number({ error: 'amount must be a number of dollars' })
      .positive({ error: 'The amount must be more than $0.00' })
      .max(100_000, { error: 'The amount must be at most $100,000.00' })
      .refine(isWholeCents, { error: 'The amount must be in dollars and cents (at most 2 decimals)' })
      .optional(),
    reason_code: z.enum(ADMIN_REFUND_REASONS, {
      error: 'reason_code must be one of duplicate, requested_by_customer, service_problem, goodwill, other',
    }),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(500, { error: 'The note is at most 500 characters' })
      .optional(),
    /**
     * Made by the client once per refund it means to make (when the refund dialog opens) and sent
     * with every submit of it: a double click or a retry after a timeout then makes one refund.
     */
    request_key: z
      .string({ error: 'request_key must be text' })
      .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'request_key must be 8 to 100 letters, digits, - or _' })
      .optional(),
  },
  'The refund must be an object with invoice_id, reason_code and, for part of the invoice, amount',
);
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;

export const AdminRefundResponseSchema = z.object({
  refund: AdminRefundSchema,
  /** The invoice as it is after the refund. */
  invoice: AdminInvoiceSchema,
  /** True when this request repeated one already made: nothing more was refunded. */
  repeated: z.boolean(),
  message: z.string(),
});
export type AdminRefundResponse = z.infer<typeof AdminRefundResponseSchema>;

// Prices and business charts live in their own files; `@arx/contracts/admin` is their one door.
export * from './admin-catalog';
export * from './admin-claims';
export * from './admin-metrics';
export * from './admin-price-reports';
