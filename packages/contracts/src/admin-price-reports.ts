import { z } from 'zod';
import { PriceReportStatusSchema } from './price-reports';
import { requestObject } from './request-body';

/**
 * Price reports as the back office sees them (docs/decisions/0016-back-office.md): open ones
 * first, oldest first, so nobody waits longest; the operator's answer is shown to the member.
 */

export const PRICE_REPORT_ANSWER_MIN_LENGTH = 5;
export const PRICE_REPORT_ANSWER_MAX_LENGTH = 1_000;

export const ADMIN_PRICE_REPORT_MESSAGES = {
  answerLength: `The answer must be between ${PRICE_REPORT_ANSWER_MIN_LENGTH} and ${PRICE_REPORT_ANSWER_MAX_LENGTH} characters`,
  notFound: 'That price report no longer exists.',
  answered: 'The answer is saved; the member sees it on their dashboard.',
} as const;

/** A page's cursor: the last report's status, creation time (to the microsecond) and id. */
const CURSOR = /^(open|answered)_\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z_\d{1,10}$/;

/** GET /admin/price_reports: the filter, and the cursor of the page before (`next` of its answer). */
export const AdminPriceReportListQuerySchema = z.object({
  status: z.enum(['open', 'answered', 'all'], { error: 'status must be open, answered or all' }).default('open'),
  after: z
    .string({ error: 'after must be the cursor a page answered' })
    .regex(CURSOR, { error: 'after must be the cursor a page answered' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 200' })
    .int({ error: 'limit must be a whole number from 1 to 200' })
    .min(1, { error: 'limit must be a whole number from 1 to 200' })
    .max(200, { error: 'limit must be a whole number from 1 to 200' })
    .default(50),
  /** One member's reports only (the member page lists them). */
  user_id: z.coerce
    .number({ error: 'user_id must be a member’s id' })
    .int({ error: 'user_id must be a member’s id' })
    .positive({ error: 'user_id must be a member’s id' })
    .optional(),
});
export type AdminPriceReportListQuery = z.output<typeof AdminPriceReportListQuerySchema>;
export type AdminPriceReportStatusFilter = AdminPriceReportListQuery['status'];

export const AdminPriceReportSchema = z.object({
  id: z.number().int(),
  status: PriceReportStatusSchema,
  reporter: z.object({
    user_id: z.number().int(),
    email: z.string(),
    /** The card holder's member ID; null before the household has one. */
    member_id: z.string().nullable(),
  }),
  medication_name: z.string(),
  pack_label: z.string().nullable(),
  pharmacy: z.string(),
  charged_on: z.string(),
  shown_price: z.number().nullable(),
  charged: z.number(),
  /** charged − shown: positive when the counter charged more; null without a shown price. */
  difference: z.number().nullable(),
  note: z.string().nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPriceReport = z.infer<typeof AdminPriceReportSchema>;

export const AdminPriceReportListResponseSchema = z.object({
  reports: z.array(AdminPriceReportSchema),
  /** Pass as `after` for the next page; null at the end. */
  next: z.string().nullable(),
});
export type AdminPriceReportListResponse = z.infer<typeof AdminPriceReportListResponseSchema>;

export const AdminPriceReportAnswerRequestSchema = requestObject(
  {
    answer: z
      .string({ error: 'answer is required' })
      .trim()
      .min(PRICE_REPORT_ANSWER_MIN_LENGTH, { error: ADMIN_PRICE_REPORT_MESSAGES.answerLength })
      .max(PRICE_REPORT_ANSWER_MAX_LENGTH, { error: ADMIN_PRICE_REPORT_MESSAGES.answerLength }),
  },
  'The request body must be a JSON object with answer',
);
export type AdminPriceReportAnswerRequest = z.infer<typeof AdminPriceReportAnswerRequestSchema>;

export const AdminPriceReportAnswerResponseSchema = z.object({ report: AdminPriceReportSchema, message: z.string() });
export type AdminPriceReportAnswerResponse = z.infer<typeof AdminPriceReportAnswerResponseSchema>;
