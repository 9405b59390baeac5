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

export const AdminPriceReportListQuerySchema = z.object({
  status: z.enum(['open', 'answered', 'all'], { error: 'status must be open, answered or all' }).default('open'),
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

export const AdminPriceReportListResponseSchema = z.object({ reports: z.array(AdminPriceReportSchema) });
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
